import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/config/defineSection'
import { servicePath } from '../../src/site/services'
import { cn } from '../../src/ui/cn'
import { Section } from '../../src/ui/Section'
import { SmartLink } from '../../src/ui/SmartLink'
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
            <SmartLink
              href={servicePath(service)}
              className="flex h-full flex-col gap-3 rounded-2xl p-6 ring-1 ring-slate-200 transition hover:ring-brand"
            >
              <img src={service.icon} alt="" loading="lazy" width={32} height={32} className="h-8 w-8" />
              <span className="text-lg font-semibold text-ink">{_(service.title)}</span>
              <span className="text-slate-600">{_(service.description)}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}
