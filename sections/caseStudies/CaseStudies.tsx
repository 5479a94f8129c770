import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import type { CaseStudy } from '../../content/models/caseStudies'
import { Badge } from '../../src/design/Badge'
import { Card } from '../../src/design/Card'
import { cn } from '../../src/design/cn'
import { Heading } from '../../src/design/Heading'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { CASE_STUDIES_DEFAULT_TONE, caseStudyImageSlot, type CaseStudiesProps } from './schema'
import { Media } from '../../src/engine'

export const caseStudiesCopy = {
  challenge: msg({ message: 'Desafio', comment: 'Label before the problem a client brought, in a case study' }),
  built: msg({ message: 'O que fizemos', comment: 'Label before what the team built, in a case study' }),
  results: msg({ message: 'Resultados', comment: 'Accessible name of the list of figures of a case study' }),
  services: msg({ message: 'Serviços', comment: 'Accessible name of the services a case study used' }),
}

/**
 * Proof of work: each case a raised card with the product's screen, the client and field, the outcome as a heading,
 * the challenge and what was built, two or three measured results and where they come from, and the services used.
 * The first case is featured (two columns wide, screen beside text from 1024 px); the others sit two by two under it.
 */
export function CaseStudies({
  eyebrow,
  title,
  subtitle,
  cases,
  tone = CASE_STUDIES_DEFAULT_TONE,
  sectionId,
}: CaseStudiesProps & SectionFrame) {
  const headingId = useId()
  return (
    <Section type="caseStudies" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <ul className="grid gap-6 lg:grid-cols-2">
        {cases.map((study, index) => (
          <CaseCard key={study.slug} study={study} featured={index === 0} />
        ))}
      </ul>
    </Section>
  )
}

function CaseCard({ study, featured }: { study: CaseStudy; featured: boolean }) {
  const { _ } = useLingui()
  const titleId = useId()
  return (
    <Card as="li" look="raised" padding="none" className={cn(featured && 'lg:col-span-2')}>
      <article aria-labelledby={titleId} className={cn('flex flex-1 flex-col', featured && 'lg:grid lg:grid-cols-12')}>
        {/* The featured case's screen follows its text below 1024 px: right under a page's hero, a lazy screen
            peeking into a phone's first view would be its largest paint, and a late one. Beside the text it sits
            whole (16:10, never cropped to the text's height) on a panel as tall as the text. */}
        <div
          className={cn(
            'flex',
            featured && 'order-last lg:order-none lg:col-span-7 lg:items-center lg:bg-fg/5 lg:p-8 xl:p-10',
          )}
        >
          <Media
            image={study.image}
            slot={caseStudyImageSlot}
            className={cn('aspect-16/10 w-full bg-fg/5', featured && 'lg:rounded-media lg:shadow-card')}
            imgClassName="size-full object-cover"
          />
        </div>
        <div className={cn('flex flex-1 flex-col p-6 sm:p-8', featured && 'lg:col-span-5 lg:p-10')}>
          <p className="text-eyebrow text-fg-accent uppercase">
            {study.client} · {_(study.sector)}
          </p>
          <Heading level={3} id={titleId} className="mt-3">
            {_(study.title)}
          </Heading>
          <dl className="mt-5 grid gap-3 text-body">
            <div>
              <dt className="inline font-semibold text-fg">{_(caseStudiesCopy.challenge)}: </dt>
              <dd className="inline text-fg-muted">{_(study.problem)}</dd>
            </div>
            <div>
              <dt className="inline font-semibold text-fg">{_(caseStudiesCopy.built)}: </dt>
              <dd className="inline text-fg-muted">{_(study.solution)}</dd>
            </div>
          </dl>
          <dl
            aria-label={_(caseStudiesCopy.results)}
            className="mt-8 grid grid-cols-3 gap-x-4 gap-y-5 border-t border-line pt-6 sm:gap-x-6"
          >
            {study.results.map((result, index) => (
              <div key={index} className="flex flex-col gap-1">
                <dt className="order-2 text-small text-fg-muted">{_(result.label)}</dt>
                <dd className="order-1 text-h3 font-semibold text-fg tabular-nums">{_(result.value)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-small text-fg-muted">{_(study.source)}</p>
          <ul aria-label={_(caseStudiesCopy.services)} className="mt-auto flex flex-wrap gap-2 pt-6">
            {study.services.map((service) => (
              <li key={service.id}>
                <Badge>{_(service.title)}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </article>
    </Card>
  )
}
