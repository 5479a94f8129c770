import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { ServiceCard } from '../shared/ServiceCard'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import type { ServicesGridProps } from './schema'

export function ServicesGrid({ title, subtitle, services, sectionId }: ServicesGridProps & SectionFrame) {
  const headingId = useId()
  return (
    <Section type="servicesGrid" sectionId={sectionId} labelledBy={headingId}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
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
