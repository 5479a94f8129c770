import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Icon } from '../../src/design/Icon'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { testimonialPhotoSlot, type Testimonial, type TestimonialsProps } from './schema'

/** Client quotes as cards (two, then three per row), or one quote alone, large and centred. */
export function Testimonials({ title, subtitle, items, tone = 'light', sectionId }: TestimonialsProps & SectionFrame) {
  const headingId = useId()
  const single = items.length === 1
  return (
    <Section type="testimonials" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} align={single ? 'center' : 'start'} />
      <ul
        className={cn(
          'grid grid-cols-1 gap-6',
          single && 'mx-auto max-w-3xl',
          items.length > 1 && 'md:grid-cols-2',
          items.length > 2 && 'lg:grid-cols-3',
        )}
      >
        {items.map((item, index) => (
          <li key={index}>
            <TestimonialCard item={item} large={single} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function TestimonialCard({ item, large }: { item: Testimonial; large: boolean }) {
  const { _ } = useLingui()
  return (
    <figure
      className={cn(
        'flex h-full flex-col rounded-card bg-surface-raised p-6 ring-1 ring-line sm:p-8',
        large && 'items-center text-center',
      )}
    >
      <Icon name="quote" size={32} className="text-fg-accent" />
      <blockquote className={cn('mt-5 flex-1 text-fg', large ? 'text-h3' : 'text-lead')}>
        <p>{_(item.quote)}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6 text-left">
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
        <span>
          <span className="block font-semibold text-fg">{item.name}</span>
          <span className="block text-small text-fg-muted">
            {_(item.role)}
            {item.company && `, ${item.company}`}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/)
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase()
}
