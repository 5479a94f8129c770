import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/config/defineSection'
import { ServiceCard } from '../../src/ui/ServiceCard'
import { cn } from '../../src/ui/cn'
import { Section } from '../../src/ui/Section'
import type { ServicesGridProps } from './schema'

export function ServicesGrid({ title, subtitle, services, sectionId }: ServicesGridProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="servicesGrid" sectionId={sectionId} labelledBy={headingId}>
      <h2 id={headingId} className="text-3xl font-bold text-ink">
        {_(title)}
      </h2>
      {subtitle && <p className="mt-3 max-w-2xl text-slate-600">{_(subtitle)}</p>}
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service, index) => (
          <li key={service.id} className={cn(index === services.length - 1 && 'sm:col-span-2')}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
