import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { fillLastRow, gridColumns } from '../shared/grid'
import { SERVICE_CARD, ServiceCard, type ServiceCardLook } from '../shared/ServiceCard'
import type { ServicesGridProps } from './schema'

/**
 * On phones each service is a row of a compact list (icon, name, one line of description, chevron; the list draws
 * the card around the rows), from 640 px the service card. Kept here, so pages without this grid do not load it.
 */
const ROW: ServiceCardLook = {
  link: 'group flex items-center gap-4 px-4 py-3 transition duration-base ease-brand sm:h-full sm:flex-col sm:items-stretch sm:rounded-card sm:bg-surface-raised sm:p-8 sm:ring-1 sm:ring-line sm:hover:shadow-card sm:hover:ring-line-strong',
  tile: cn(SERVICE_CARD.tile, 'size-10 sm:size-12'),
  text: 'flex min-w-0 flex-1 flex-col sm:contents',
  title: 'text-body font-semibold wrap-break-word hyphens-auto text-fg sm:mt-2 sm:text-h3',
  description: 'line-clamp-1 text-small break-all text-fg-muted sm:line-clamp-none sm:text-body sm:break-normal',
  arrow: `${SERVICE_CARD.arrow} hidden sm:block`,
  chevron: 'text-fg-muted sm:hidden',
}

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
      {/* On phones a compact list (one card, rows divided by rules); from 640 px the card grid. */}
      <ul
        className={cn(
          'grid grid-cols-1 divide-y divide-line rounded-card bg-surface-raised ring-1 ring-line',
          'sm:gap-6 sm:divide-y-0 sm:rounded-none sm:bg-transparent sm:ring-0',
          gridColumns(columns),
        )}
      >
        {services.map((service, index) => (
          <li key={service.id} className={fillLastRow(columns, services.length, index)}>
            <ServiceCard service={service} look={ROW} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
