import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import { Icon } from '../../src/design/Icon'
import { LOGO_SIZE, logoFilter } from '../shared/logoTone'
import type { OfficialPartnersProps } from './schema'

/** A thin strip under the hero: a small label, then each official partner as a badge (a framed logo and a seal). */
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
        <ul className="flex flex-wrap items-center justify-center gap-3">
          {partners.map((partner) => (
            <li
              key={partner.name}
              className="flex items-center rounded-full bg-surface-raised py-1.5 pl-4 ring-1 ring-line"
            >
              <Icon name="badge-check" size={20} className="text-fg-accent" />
              <img
                src={partner.img}
                alt={partner.name}
                width={LOGO_SIZE.width}
                height={LOGO_SIZE.height}
                className={cn('-ml-4 h-8 w-auto', logoFilter(tone))}
              />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
