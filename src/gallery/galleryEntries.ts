import { isDescriptor } from '../config/copyDescriptor'
import type { SectionRegistry } from '../config/defineSection'
import { replaceBySchema } from '../config/schemaWalk'

/** Every section's fixtures, by section type and then by fixture name (each `sections/<type>/fixtures.ts`). */
export type SectionFixtures = Record<string, Record<string, object>>

/** One block of the gallery: a registered section rendered with one of its fixtures. */
export interface GalleryEntry {
  type: string
  /** The fixture's name, or for a shown choice its first fixture's and the choice: `threeButtons·tone=inverse`. */
  fixture: string
  props: object
}

/** The top-level props whose every value the gallery shows: the surface, and the layouts a section offers. */
export const GALLERY_CHOICES = ['tone', 'variant', 'columns'] as const

/** The gallery's blocks and the fixture copy they show, keyed by the ids given to it here. */
export interface GalleryContent {
  entries: GalleryEntry[]
  /** Source text (ICU) of each fixture message, to compile into the gallery's catalog of its locale. */
  messages: Record<string, string>
}

/**
 * Every registered section with each of its fixtures, in registry order, then its first fixture in each tone and
 * variant its schema offers (`choiceEntries`). Fixture copy is written as `{ id, message }` with ids that repeat
 * across fixtures (`fx.title`) and is kept out of the catalogs, so each such message gets an id of its own
 * (`hero.threeButtons.actions[0].label`) and its source text is returned to be compiled, and pseudo-localized, like
 * catalog copy. Copy that comes from the content (`isCatalogId`) keeps its catalog id and so its translations. Copy
 * is found as the translations' `walkCopy` finds it, a message descriptor met by the schema walk the content checks
 * share (`replaceBySchema` over the section's schema). A section without fixtures is an error: the gallery would
 * silently lack it.
 */
export function galleryContent(
  sections: SectionRegistry,
  fixtures: SectionFixtures,
  isCatalogId: (id: string) => boolean,
): GalleryContent {
  const messages: Record<string, string> = {}
  const entries = Object.keys(sections).flatMap((type) => {
    const own = fixtures[type]
    if (!own || Object.keys(own).length === 0)
      throw new Error(`sections/${type}/fixtures.ts has no fixtures: export at least one in \`fixtures\``)
    const schema = sections[type]!.schema
    const named: GalleryEntry[] = Object.entries(own).map(([fixture, props]) => {
      const rewritten = replaceBySchema(schema, props, ({ value, path }) => {
        if (!isDescriptor(value) || typeof value.message !== 'string' || isCatalogId(value.id)) return undefined
        const id = `${type}.${fixture}.${path}`
        messages[id] = value.message
        return { with: { ...value, id } }
      })
      return { type, fixture, props: rewritten as object }
    })
    return [...named, ...choiceEntries(schema, named[0]!)]
  })
  return { entries, messages }
}

/**
 * The section of `first` (its first fixture, copy ids already its own) once per value of each of its choices
 * (`GALLERY_CHOICES`: a top-level property whose schema is an `enum`, in the schema's order), every other prop
 * unchanged: `threeButtons·tone=inverse`, `fiveBenefits·columns=3`. So the gallery shows each section in every tone and
 * variant its schema offers, in every gallery locale, as soon as a schema adds one.
 */
export function choiceEntries(schema: object, first: GalleryEntry): GalleryEntry[] {
  return GALLERY_CHOICES.flatMap((name) =>
    enumValues(propertySchema(schema, name)).map((value) => ({
      type: first.type,
      fixture: `${first.fixture}·${name}=${String(value)}`,
      props: { ...first.props, [name]: value },
    })),
  )
}

/** The values a property's schema allows as a list: its `enum`, or its `anyOf`/`oneOf` branches' `const`s and enums. */
export function enumValues(schema: unknown): unknown[] {
  if (!isObject(schema)) return []
  if (Array.isArray(schema.enum)) return schema.enum.filter((value) => value !== null)
  if ('const' in schema) return [schema.const]
  const branches = schema.anyOf ?? schema.oneOf
  return Array.isArray(branches) ? [...new Set(branches.flatMap(enumValues))] : []
}

function propertySchema(schema: object, name: string): unknown {
  const properties = (schema as { properties?: unknown }).properties
  return isObject(properties) ? properties[name] : undefined
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The anchor id the gallery gives a block: `hero--threeButtons`, `hero--threeButtons-tone-inverse` (safe in CSS). */
export function galleryAnchor(type: string, fixture: string): string {
  return `${type}--${fixture.replace(/[^A-Za-z0-9_-]+/g, '-')}`
}
