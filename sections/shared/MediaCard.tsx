import type { ReactNode } from 'react'
import { cva } from 'class-variance-authority'
import { Media, type Image, type ImageSlot } from '../../src/engine'
import { Card } from '../../src/design/Card'
import { cn } from '../../src/design/cn'
import { Heading } from '../../src/design/Heading'
import { SiteLink } from '../../src/design/Link'

/** Classes that stretch a card's one link over the whole card (its `::after`), so the card is clicked as one. */
export const STRETCHED_LINK = 'after:absolute after:inset-0 after:z-10 after:rounded-card'

const cardClass = cva('group h-full', {
  variants: {
    look: {
      /** A ruled card on its section: the picture flush at the top, the text padded under it. */
      outline: '',
      /** No frame: the picture rounded on its own, the text under it (editorial lists, carousels). Nothing clipped. */
      plain: 'overflow-visible',
    },
    layout: {
      stacked: '',
      /** The picture beside the text from 768 px (a list of items), above it on phones. */
      row: 'gap-5 p-5 md:flex-row md:gap-8',
    },
    linked: {
      true: 'transition-shadow duration-base ease-brand',
      false: '',
    },
  },
  compoundVariants: [{ look: 'outline', linked: true, class: 'hover:shadow-card hover:ring-line-strong' }],
})

const mediaFrameClass = cva('shrink-0', {
  variants: {
    // Plain: the media rounds itself (a video facade draws its focus ring outside its box: nothing may clip it).
    look: { outline: '', plain: '' },
    layout: { stacked: '', row: 'overflow-hidden rounded-media md:w-60' },
  },
})

const bodyClass = cva('flex flex-1 flex-col gap-3', {
  variants: {
    look: { outline: '', plain: 'pt-5' },
    layout: { stacked: '', row: 'min-w-0 md:py-1' },
  },
  compoundVariants: [{ look: 'outline', layout: 'stacked', class: 'p-6' }],
})

export interface MediaCardProps {
  /** The element: an article in a list item (`article`, default), the list item itself (`li`), or a `div`. */
  as?: 'article' | 'li' | 'div'
  look?: 'outline' | 'plain'
  layout?: 'stacked' | 'row'
  /** The picture (`CardImage`) or what stands in its place (a video player). */
  media: ReactNode
  /** The small line above the heading: a date, a category, a badge. */
  meta?: ReactNode
  /** The card's `<h3>`. */
  title: ReactNode
  /** Makes the heading a link stretched over the whole card. */
  href?: string
  /** Whether the card has a stretched link of its own in `footer` (the heading then stays text). */
  linked?: boolean
  /** Under the text, pinned to the card's bottom: a link, a button. */
  footer?: ReactNode
  className?: string
  children?: ReactNode
}

/**
 * The site's one card with a picture (news, products, videos, AI news): `Card` + `Media`, a meta line, an `<h3>` in
 * the type scale and a short text. A linked card puts its one link on the heading (or in `footer`) and stretches
 * it over the card, so the card is clicked as a whole and its link is read once; the card then lifts on hover and
 * its link shows the focus ring around its text.
 */
export function MediaCard({
  as = 'article',
  look = 'outline',
  layout = 'stacked',
  media,
  meta,
  title,
  href,
  linked = false,
  footer,
  className,
  children,
}: MediaCardProps) {
  const isLinked = linked || href !== undefined
  return (
    <Card as={as} look={look} padding="none" className={cn(cardClass({ look, layout, linked: isLinked }), className)}>
      <div className={mediaFrameClass({ look, layout })}>{media}</div>
      <div className={bodyClass({ look, layout })}>
        {meta}
        <Heading level={3} size="h3">
          {href === undefined ? (
            title
          ) : (
            <SiteLink
              href={href}
              className={cn(STRETCHED_LINK, 'decoration-line-strong underline-offset-4 group-hover:underline')}
            >
              {title}
            </SiteLink>
          )}
        </Heading>
        {children}
        {footer && <div className="mt-auto pt-3">{footer}</div>}
      </div>
    </Card>
  )
}

const ASPECTS = { video: 'aspect-video', wide: 'aspect-16/10', square: 'aspect-square' } as const

/**
 * A card's picture: cropped to the card's shape (`aspect`, the same as its slot's), filling the card's width,
 * slowly zooming while the card is hovered. `lcp` as `Media`'s.
 */
export function CardImage({
  image,
  slot,
  aspect = 'video',
  lcp,
  className,
}: {
  image: Image
  slot: ImageSlot
  aspect?: keyof typeof ASPECTS
  lcp?: boolean
  className?: string
}) {
  return (
    <Media
      image={image}
      slot={slot}
      lcp={lcp}
      className={cn('w-full bg-fg/5', ASPECTS[aspect], className)}
      imgClassName="h-full object-cover transition-transform duration-base ease-brand group-hover:scale-105"
    />
  )
}
