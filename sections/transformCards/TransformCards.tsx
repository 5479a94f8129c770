import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { SiteLink } from '../../src/design/Link'
import type { TransformCardsProps } from './schema'

export function TransformCards({ title, subtitle, cards, sectionId }: TransformCardsProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="transformCards" sectionId={sectionId} labelledBy={headingId} className="bg-slate-50">
      <SectionHeading id={headingId} title={title} subtitle={subtitle} align="center" />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.href}>
            <SiteLink
              href={card.href}
              className="group flex h-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <img src={card.icon} alt="" loading="lazy" width={40} height={40} className="h-10 w-10" />
              <span className="text-lg font-semibold wrap-anywhere text-ink">{_(card.text)}</span>
              <span aria-hidden="true" className="mt-auto text-brand transition-transform group-hover:translate-x-1">
                →
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}
