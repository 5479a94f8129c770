import { isDescriptor } from '../config/copyDescriptor'
import type { SectionRegistry } from '../config/defineSection'
import { replaceBySchema } from '../config/schemaWalk'

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
 * catalog id and so its translations. Copy is found as the translations' `walkCopy` finds it, a message descriptor
 * met by the schema walk the content checks share (`replaceBySchema` over the section's schema). A section without
 * fixtures is an error: the gallery would silently lack it.
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
      const schema = sections[type]!.schema
      const rewritten = replaceBySchema(schema, props, ({ value, path }) => {
        if (!isDescriptor(value) || typeof value.message !== 'string' || isCatalogId(value.id)) return undefined
        const id = `${type}.${fixture}.${path}`
        messages[id] = value.message
        return { with: { ...value, id } }
      })
      return { type, fixture, props: rewritten as object }
    })
  })
  return { entries, messages }
}
