import type { SectionRegistry } from './defineSection'
import { imageSlotOf, mediaKey, type BuiltImage, type Image, type ImageSlot } from './image'
import type { PageConfig } from './pages'
import { replaceBySchema, walkSchema } from './schemaWalk'

/** An image as a page shows it: where it is in the config, and the place (slot) its section shows it in. */
export interface ImageUse {
  /** `home › sections[0] (hero) › image` */
  where: string
  image: Image
  slot: ImageSlot
}

/**
 * Every image the pages show, once per page, block and field, found by walking each block's props with its
 * section's schema: an image field is one made with `imageSchema(slot)`. A collection entry's image is found on
 * every page that shows it, in the slot of the section showing it (a news cover in a card and on its article).
 */
export function imageUses(pages: readonly PageConfig[], registry: SectionRegistry): ImageUse[] {
  const uses: ImageUse[] = []
  for (const page of pages)
    page.sections.forEach((block, index) => {
      walkSchema(registry[block.type]?.schema, block.props, ({ value, path, schemas }) => {
        const slot = schemas.map(imageSlotOf).find((found) => found !== undefined)
        if (!slot) return
        uses.push({ where: `${page.id} › sections[${index}] (${block.type}) › ${path}`, image: value as Image, slot })
        return false
      })
    })
  return uses
}

/** What the build made of each image, by `mediaKey` (the build's media manifest). */
export type ImageBuilds = ReadonlyMap<string, BuiltImage>

/**
 * The page with every image field carrying what the build made of it for its slot (`built`, looked up by
 * `mediaKey`), so the page renders, and its data reaches the browser, with each image's files and sizes.
 */
export function withBuiltImages(page: PageConfig, registry: SectionRegistry, builds: ImageBuilds): PageConfig {
  const sections = page.sections.map((block) => {
    const props = replaceBySchema(registry[block.type]?.schema, block.props, ({ value, schemas }) => {
      const slot = schemas.map(imageSlotOf).find((found) => found !== undefined)
      if (!slot) return undefined
      const key = mediaKey(value as Image, slot)
      const built = builds.get(key)
      if (!built)
        throw new Error(
          `${page.id} › ${block.type}: the image "${(value as Image).src}" in ${slot.name} was not built; ` +
            'run `npm run build` (its first step builds every image the pages show)',
        )
      return { with: { ...(value as Image), built } }
    })
    return props === block.props ? block : ({ ...block, props } as typeof block)
  })
  return sections.every((block, index) => block === page.sections[index]) ? page : { ...page, sections }
}
