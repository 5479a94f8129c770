import type { SectionRegistry } from '../config/defineSection'

/** Every section's fixtures, by section type and then by fixture name (each `sections/<type>/fixtures.ts`). */
export type SectionFixtures = Record<string, Record<string, object>>

/** One block of the gallery: a registered section rendered with one of its fixtures. */
export interface GalleryEntry {
  type: string
  fixture: string
  props: object
}

/** The gallery's blocks and the fixture copy they show, keyed by the ids given to it here. */
export interface GalleryContent {
  entries: GalleryEntry[]
  /** Source text (ICU) of each fixture message, to compile into the gallery's catalog of its locale. */
  messages: Record<string, string>
}

/**
 * Every registered section with each of its fixtures, in registry order. Fixture copy is written as
 * `{ id, message }` with ids that repeat across fixtures (`fx.title`) and is kept out of the catalogs, so each such
 * message gets an id of its own (`hero.threeButtons.actions[0].label`) and its source text is returned to be
 * compiled, and pseudo-localized, like catalog copy. Copy that comes from the content (`isCatalogId`) keeps its
 * catalog id and so its translations. A section without fixtures is an error: the gallery would silently lack it.
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
    return Object.entries(own).map(([fixture, props]) => {
      const rewrite = (value: unknown, path: string): unknown => {
        if (Array.isArray(value)) return value.map((item, index) => rewrite(item, `${path}[${index}]`))
        if (!isPlainObject(value)) return value
        if (isFixtureCopy(value) && !isCatalogId(value.id)) {
          const id = `${type}.${fixture}${path}`
          messages[id] = value.message
          return { ...value, id }
        }
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item, `${path}.${key}`)]))
      }
      return { type, fixture, props: rewrite(props, '') as object }
    })
  })
  return { entries, messages }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
}

function isFixtureCopy(value: Record<string, unknown>): value is { id: string; message: string } {
  return typeof value.id === 'string' && typeof value.message === 'string'
}
