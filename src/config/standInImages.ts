import type { BuiltImage, Image, ImageSlot } from './image'
import { propsWithImages } from './imageUses'

/**
 * What a build would make of `image` in `slot`, without making it: two widths of AVIF and WebP named after the
 * source (an SVG as itself), at the slot's aspect, with a preview. For renders that need no files: the
 * translation scripts reading which messages a block shows, and section tests.
 */
export function standInBuild(image: Image, slot: ImageSlot): BuiltImage {
  const stem = image.src.replace(/^.*\//, '').replace(/\.\w+$/, '')
  const height = (width: number) => Math.round(width / (slot.aspect ?? 4 / 3))
  if (image.src.endsWith('.svg')) return { main: { width: 400, height: height(400), src: `/assets/media/${stem}.svg` } }
  const srcset = (format: string) =>
    `/assets/media/${stem}-600.${format} 600w, /assets/media/${stem}-1200.${format} 1200w`
  return {
    main: {
      width: 1200,
      height: height(1200),
      avif: srcset('avif'),
      webp: srcset('webp'),
      src: `/assets/media/${stem}-1200.webp`,
    },
    placeholder: 'data:image/webp;base64,UklGRg==',
  }
}

/** `props` with every image field (found by walking `schema`) carrying a `standInBuild`, as a built page's do. */
export function withStandInImages<Props>(schema: object, props: Props): Props {
  return propsWithImages(schema, props, standInBuild)
}
