import type { SectionRegistry } from './defineSection'
import {
  imageSlotIn,
  mayHoldImageSlot,
  mediaKey,
  type BuiltImage,
  type Image,
  type ImageSlot,
  type ShownImage,
} from './image'
import { builtVariants } from './localizedImages'
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
  const known = usesOf.get(registry) ?? usesOf.set(registry, new WeakMap()).get(registry)!
  return pages.flatMap((page) => {
    const kept = known.get(page)
    if (kept) return kept
    const uses: ImageUse[] = []
    page.sections.forEach((block, index) => {
      walkSchema(registry[block.type]?.schema, block.props, ({ value, path, schemas }) => {
        const slot = imageSlotIn(schemas)
        if (!slot) return mayHoldImageSlot(schemas)
        uses.push({ where: `${page.id} › sections[${index}] (${block.type}) › ${path}`, image: value as Image, slot })
        return false
      })
    })
    known.set(page, uses)
    return uses
  })
}

/**
 * Each page's image uses, by registry and page (pure in both): the dev server plans its images again after every
 * save, and a page whose module did not change (an article's, `expandPages`) is the same object, walked once.
 */
const usesOf = new WeakMap<SectionRegistry, WeakMap<PageConfig, ImageUse[]>>()

/** What the build made of each image, by `mediaKey` (the build's media manifest). */
export type ImageBuilds = ReadonlyMap<string, BuiltImage>

/** What an image field carries for the place `slot`: the build's files, or stand-ins (`standInBuild`). */
export type ImageBuilder = (image: Image, slot: ImageSlot) => BuiltImage

/** What the build made of an image's versions in other locales for the place `slot` (`ShownImage.builtIn`). */
export type VariantsBuilder = (image: Image, slot: ImageSlot) => ShownImage['builtIn']

/**
 * `props` (described by `schema`) with every image field carrying `built`, what `buildOf` answers for it, and
 * `builtIn`, its other locales' versions (`variantsOf`), where there are some.
 */
export function propsWithImages<Props>(
  schema: object | undefined,
  props: Props,
  buildOf: ImageBuilder,
  variantsOf?: VariantsBuilder,
): Props {
  return replaceBySchema(schema, props, ({ value, schemas }) => {
    const slot = imageSlotIn(schemas)
    // Kept as it is, insides unwalked, when no image field can be in it.
    if (!slot) return mayHoldImageSlot(schemas) ? undefined : { with: value }
    const image = value as Image
    const builtIn = variantsOf?.(image, slot)
    return { with: { ...image, built: buildOf(image, slot), ...(builtIn ? { builtIn } : {}) } }
  }) as Props
}

/** The page with every image field of its blocks carrying `built` (`propsWithImages`); unchanged blocks are shared. */
export function withImages(
  page: PageConfig,
  registry: SectionRegistry,
  buildOf: ImageBuilder,
  variantsOf?: VariantsBuilder,
): PageConfig {
  const sections = page.sections.map((block) => {
    const props = propsWithImages(registry[block.type]?.schema, block.props, buildOf, variantsOf)
    return props === block.props ? block : ({ ...block, props } as typeof block)
  })
  return sections.every((block, index) => block === page.sections[index]) ? page : { ...page, sections }
}

/**
 * The page with every image field carrying what the build made of it for its slot (looked up by `mediaKey`), and
 * of its versions in other locales, so the page renders, and its data reaches the browser, with each image's files
 * and sizes in every locale it is shown in.
 */
export function withBuiltImages(page: PageConfig, registry: SectionRegistry, builds: ImageBuilds): PageConfig {
  return withImages(
    page,
    registry,
    (image, slot) => {
      const built = builds.get(mediaKey(image, slot))
      if (!built)
        throw new Error(
          `${page.id}: the image "${image.src}" in ${slot.name} was not built; ` +
            'run `npm run build` (its first step builds every image the pages show)',
        )
      return built
    },
    (image, slot) => builtVariants(image, slot, (key) => builds.get(key)),
  )
}

/**
 * The page with every image field whose picture has words drawn in it carrying their message ids (`wordsOf` its
 * source): only `npm run translate` asks, so the overlay outlines the picture and lists its words like any text.
 */
export function withPictureWords(
  page: PageConfig,
  registry: SectionRegistry,
  wordsOf: (src: string) => string[] | undefined,
): PageConfig {
  const sections = page.sections.map((block) => {
    const props = replaceBySchema(registry[block.type]?.schema, block.props, ({ value, schemas }) => {
      if (!imageSlotIn(schemas)) return mayHoldImageSlot(schemas) ? undefined : { with: value }
      const words = wordsOf((value as Image).src)
      return { with: words?.length ? { ...(value as ShownImage), words } : value }
    })
    return props === block.props ? block : ({ ...block, props } as typeof block)
  })
  return sections.every((block, index) => block === page.sections[index]) ? page : { ...page, sections }
}
