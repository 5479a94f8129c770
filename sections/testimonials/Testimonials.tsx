import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Icon } from '../../src/design/Icon'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import {
  testimonialPhotoSlot,
  testimonialPortraitSlot,
  testimonialsVariant,
  type Testimonial,
  type TestimonialsProps,
} from './schema'

/**
 * Client quotes: as cards (two, then three per row), or `featured`: the first one large beside its author's
 * portrait, the others in quiet columns under it.
 */
export function Testimonials(props: TestimonialsProps & SectionFrame) {
  const { title, subtitle, items, tone = 'light', sectionId } = props
  const headingId = useId()
  const [first, ...others] = items
  return (
    <Section type="testimonials" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      {testimonialsVariant(props) === 'featured' ? (
        <>
          <FeaturedTestimonial item={first!} />
          {others.length > 0 && (
            <ul
              className={cn(
                'mt-12 grid grid-cols-1 gap-x-12 gap-y-10 border-t border-line pt-10 lg:mt-16',
                'md:grid-cols-2',
                others.length > 2 && 'lg:grid-cols-3',
              )}
            >
              {others.map((item, index) => (
                <li key={index}>
                  <TestimonialQuote item={item} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <ul className={cn('grid grid-cols-1 gap-6 md:grid-cols-2', items.length > 2 && 'lg:grid-cols-3')}>
          {items.map((item, index) => (
            <li key={index}>
              <TestimonialQuote item={item} card />
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

/** The featured quote: the author's portrait beside the quote set large, then who said it. */
function FeaturedTestimonial({ item }: { item: Testimonial }) {
  const { _ } = useLingui()
  return (
    <figure className="grid grid-cols-1 items-center gap-8 lg:grid-cols-12 lg:gap-16">
      {item.photo && (
        <Media
          image={item.photo}
          slot={testimonialPortraitSlot}
          className="size-32 overflow-hidden rounded-full ring-1 ring-line lg:col-span-4 lg:size-auto lg:max-w-88 lg:rounded-media"
          imgClassName="h-full object-cover"
        />
      )}
      <div className={cn('max-w-3xl', item.photo ? 'lg:col-span-8' : 'lg:col-span-12')}>
        <Icon name="quote" size={40} className="text-fg-accent" />
        <blockquote className="mt-6 text-h3 text-fg lg:text-h2">
          <p>{_(item.quote)}</p>
        </blockquote>
        <figcaption className="mt-8">
          <Author item={item} />
        </figcaption>
      </div>
    </figure>
  )
}

/** A quote with its author: in a card (`cards`), or bare in a column under the featured one. */
function TestimonialQuote({ item, card = false }: { item: Testimonial; card?: boolean }) {
  const { _ } = useLingui()
  return (
    <figure
      className={cn('flex h-full flex-col', card && 'rounded-card bg-surface-raised p-6 ring-1 ring-line sm:p-8')}
    >
      <Icon name="quote" size={card ? 32 : 24} className="text-fg-accent" />
      <blockquote className={cn('mt-5 flex-1 text-fg', card ? 'text-lead' : 'text-body')}>
        <p>{_(item.quote)}</p>
      </blockquote>
      <figcaption className={cn('mt-8 flex items-center gap-4', card && 'border-t border-line pt-6')}>
        {item.photo ? (
          <Media
            image={item.photo}
            slot={testimonialPhotoSlot}
            className="size-12 shrink-0 rounded-full"
            imgClassName="h-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-on-accent-soft"
          >
            {initials(item.name)}
          </span>
        )}
        <Author item={item} />
      </figcaption>
    </figure>
  )
}

/** The author's name over their role and company. */
function Author({ item }: { item: Testimonial }) {
  const { _ } = useLingui()
  return (
    <span>
      <span className="block font-semibold text-fg">{item.name}</span>
      <span className="block text-small text-fg-muted">
        {_(item.role)}
        {item.company && `, ${item.company}`}
      </span>
    </span>
  )
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/)
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase()
}
