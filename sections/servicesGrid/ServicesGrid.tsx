import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { fillLastRow, gridColumns } from '../shared/grid'
import { ServiceCard } from '../shared/ServiceCard'
import type { ServicesGridProps } from './schema'

export function ServicesGrid({
  title,
  subtitle,
  services,
  columns = 3,
  tone = 'light',
  sectionId,
}: ServicesGridProps & SectionFrame) {
  const headingId = useId()
  return (
    <Section type="servicesGrid" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      <ul className={cn('grid grid-cols-1 gap-6', gridColumns(columns))}>
        {services.map((service, index) => (
          <li key={service.id} className={fillLastRow(columns, services.length, index)}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
