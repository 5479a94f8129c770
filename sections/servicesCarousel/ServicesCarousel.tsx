import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { ServiceCard } from '../shared/ServiceCard'
import { Carousel } from '../../src/design/Carousel'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import type { ServicesCarouselProps } from './schema'

export function ServicesCarousel({
  title,
  subtitle,
  services,
  tone = 'light',
  sectionId,
}: ServicesCarouselProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="servicesCarousel" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      <Carousel
        label={_(title)}
        items={services}
        layout="four-two-one"
        mode="snap"
        duration={500}
        staticSlides
        renderSlide={(service) => <ServiceCard service={service} className="sm:p-6" />}
      />
    </Section>
  )
}
