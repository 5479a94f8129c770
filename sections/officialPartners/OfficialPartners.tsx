import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { Section } from '../../src/design/Section'
import type { OfficialPartnersProps } from './schema'

export function OfficialPartners({ title, partners, sectionId }: OfficialPartnersProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section
      type="officialPartners"
      sectionId={sectionId}
      labelledBy={headingId}
      className="border-b border-slate-200 bg-white !py-8"
    >
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-center sm:gap-10">
        <h2 id={headingId} className="text-sm font-semibold tracking-widest text-slate-600 uppercase">
          {_(title)}
        </h2>
        <ul className="flex items-center gap-8">
          {partners.map((partner) => (
            <li key={partner.name}>
              <img src={partner.img} alt={partner.name} width={160} height={60} className="h-12 w-auto" />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
