import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { testimonialPhotoSlot, type Testimonial, type TestimonialsProps } from './schema'

export function Testimonials({ title, subtitle, items, tone = 'light', sectionId }: TestimonialsProps & SectionFrame) {
  const headingId = useId()
  return (
    <Section type="testimonials" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} align="center" />
      <ul
        className={cn('mt-10 grid gap-6', items.length > 1 && 'md:grid-cols-2', items.length > 2 && 'lg:grid-cols-3')}
      >
        {items.map((item, index) => (
          <li key={index}>
            <TestimonialCard item={item} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function TestimonialCard({ item }: { item: Testimonial }) {
  const { _ } = useLingui()
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 text-ink shadow-sm ring-1 ring-slate-200">
      <span aria-hidden="true" className="text-5xl leading-none font-bold text-brand">
        “
      </span>
      <blockquote className="mt-2 flex-1 text-lg leading-relaxed text-slate-700">
        <p>{_(item.quote)}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
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
            className="flex h-12 w-12 items-center justify-center rounded-full bg-indigo-100 font-bold text-brand-dark"
          >
            {initials(item.name)}
          </span>
        )}
        <span>
          <span className="block font-semibold">{item.name}</span>
          <span className="block text-sm text-slate-600">
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
