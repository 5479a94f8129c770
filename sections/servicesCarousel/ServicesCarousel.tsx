import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/config/defineSection'
import { servicePath } from '../../src/site/services'
import { Carousel } from '../../src/ui/Carousel'
import { Section } from '../../src/ui/Section'
import { SmartLink } from '../../src/ui/SmartLink'
import type { ServicesCarouselProps } from './schema'

export function ServicesCarousel({ title, subtitle, services, sectionId }: ServicesCarouselProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="servicesCarousel" sectionId={sectionId} labelledBy={headingId}>
      <h2 id={headingId} className="text-3xl font-bold text-ink">
        {_(title)}
      </h2>
      {subtitle && <p className="mt-3 max-w-2xl text-slate-600">{_(subtitle)}</p>}
      <div className="mt-10">
        <Carousel
          label={_(title)}
          items={services}
          layout="four-two-one"
          mode="snap"
          duration={500}
          renderSlide={(service) => (
            <SmartLink
              href={servicePath(service)}
              className="flex h-full flex-col gap-3 rounded-2xl bg-white p-6 ring-1 ring-slate-200 transition hover:ring-brand"
            >
              <img src={service.icon} alt="" loading="lazy" width={32} height={32} className="h-8 w-8" />
              <span className="text-lg font-semibold text-ink">{_(service.title)}</span>
              <span className="text-slate-600">{_(service.description)}</span>
            </SmartLink>
          )}
        />
      </div>
    </Section>
  )
}
