import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/config/defineSection'
import { ServiceCard } from '../../src/ui/ServiceCard'
import { Carousel } from '../../src/ui/Carousel'
import { Section } from '../../src/ui/Section'
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
          renderSlide={(service) => <ServiceCard service={service} className="bg-white" />}
        />
      </div>
    </Section>
  )
}
