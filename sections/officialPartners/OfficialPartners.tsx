import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import { logoFilter } from '../shared/logoTone'
import type { OfficialPartnersProps } from './schema'

/** A thin strip under the hero: a small label, then the partners' logos in a row. */
export function OfficialPartners({ title, partners, tone = 'light', sectionId }: OfficialPartnersProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section
      type="officialPartners"
      sectionId={sectionId}
      labelledBy={headingId}
      tone={tone}
      rhythm="tight"
      className="border-b border-line"
    >
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:justify-center sm:gap-12">
        <h2 id={headingId} className="text-center text-eyebrow text-fg-muted uppercase">
          {_(title)}
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {partners.map((partner) => (
            <li key={partner.name}>
              <img
                src={partner.img}
                alt={partner.name}
                width={160}
                height={60}
                className={cn('h-12 w-auto', logoFilter(tone))}
              />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
