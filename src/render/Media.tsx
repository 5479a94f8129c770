import { useLingui } from '@lingui/react'
import type { BuiltCrop, Image, ImageSlot, ShownImage } from '../config/image'
import { PHONE_MAX_VIEWPORT } from '../config/imageSizes'
import type { Locale } from '../i18n/locales'
import { useBlockPlace } from './blockPosition'
import { cn } from '../design/cn'

/** Where a cropped image's focus sits, to the nearest third: what `object-cover` keeps in view. */
const POSITIONS = [
  ['object-left-top', 'object-top', 'object-right-top'],
  ['object-left', 'object-center', 'object-right'],
  ['object-left-bottom', 'object-bottom', 'object-right-bottom'],
] as const

const third = (percent: number) => (percent < 100 / 3 ? 0 : percent > 200 / 3 ? 2 : 1)

export interface MediaProps {
  /** The image field of the section's props (built by the site's build: `withBuiltImages`). */
  image: Image
  /** The place the section shows it in: the same slot its schema's image field was made with. */
  slot: ImageSlot
  /** Classes of the frame around the picture (size, rounding, shadow). */
  className?: string
  /** Classes of the `<img>` itself (`h-full object-cover` to fill a frame of fixed height). */
  imgClassName?: string
  /**
   * Whether this image is its page's largest in the first viewport (a hero's art, an article's cover): in the
   * page's first block it is then fetched first (`fetchpriority="high"`); in the second block (which a phone may see
   * under a short first block: a news list's first card) it loads at once, at normal priority. Other images of the
   * first block load eagerly at normal priority; every other image waits until scrolled near (`loading="lazy"`).
   */
  lcp?: boolean
  /**
   * Shown, and downloaded, only from 1024 px (art beside a hero's text): narrower screens get neither the picture
   * nor its bytes, so their first view and largest paint stay the text.
   */
  wideOnly?: boolean
}

/** Below 1024 px, what a `wideOnly` picture loads instead of its files: a transparent pixel, inline. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * An image as the build made it: `<picture>` with AVIF and WebP at the widths its place needs (`sizes` from the
 * slot), a phone crop where there is one, the intrinsic `width`/`height` (no layout shift), the alt text in the
 * page's locale, priority by position, and below the first viewport a blurred preview under an opaque picture
 * until it arrives.
 */
export function Media({ image, slot, className, imgClassName, lcp = false, wideOnly = false }: MediaProps) {
  const { _, i18n } = useLingui()
  const place = useBlockPlace()
  const first = place === 'first'
  const eager = first || (place === 'second' && lcp)
  // A picture with words has a version per locale: the page's own, else the default one.
  const built = (image as ShownImage).builtIn?.[i18n.locale as Locale] ?? (image as ShownImage).built
  if (!built)
    throw new Error(`The image "${image.src}" (${slot.name}) has no built files: render pages built by buildSite`)
  const { main, phone, placeholder } = built
  const focus = image.focus ?? { x: 50, y: 50 }
  const phoneMedia = `(max-width: ${PHONE_MAX_VIEWPORT}px)`
  const { words } = image as ShownImage
  return (
    <span
      className={cn('relative block overflow-hidden', className, wideOnly && 'hidden lg:block')}
      // In-context translation only (`npm run translate`, a dev server): the words drawn inside the picture, for its
      // overlay. A build drops the branch, name included.
      {...(import.meta.env.DEV && words ? { 'data-picture-words': words.map((id) => _(id)).join(' · ') } : {})}
    >
      {placeholder && !eager && <img src={placeholder} alt="" className="absolute inset-0 size-full object-cover" />}
      <picture>
        {wideOnly && <source media="(max-width: 1023px)" srcSet={NOTHING} width={1} height={1} />}
        {phone && <Sources crop={phone} sizes={slot.sizes} media={phoneMedia} />}
        <Sources crop={main} sizes={slot.sizes} webp={false} />
        <img
          src={main.src}
          srcSet={main.webp}
          sizes={main.webp ? slot.sizes : undefined}
          width={main.width}
          height={main.height}
          alt={image.alt ? _(image.alt) : ''}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? undefined : 'async'}
          fetchPriority={first && lcp ? 'high' : undefined}
          className={cn('relative block h-auto w-full', POSITIONS[third(focus.y)][third(focus.x)], imgClassName)}
        />
      </picture>
    </span>
  )
}

/** The `<source>` elements of one crop: AVIF, then WebP unless the `<img>` itself lists it. */
function Sources({
  crop,
  sizes,
  media,
  webp = true,
}: {
  crop: BuiltCrop
  sizes: string
  media?: string
  webp?: boolean
}) {
  if (!crop.avif)
    return media ? <source media={media} srcSet={crop.src} width={crop.width} height={crop.height} /> : null
  const formats = webp ? (['avif', 'webp'] as const) : (['avif'] as const)
  return formats.map((format) => (
    <source
      key={format}
      type={`image/${format}`}
      media={media}
      srcSet={crop[format]}
      sizes={sizes}
      width={crop.width}
      height={crop.height}
    />
  ))
}
