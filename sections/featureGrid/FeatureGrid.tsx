import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { cn } from '../../src/ui/cn'
import { Section } from '../../src/ui/Section'
import { SectionHeading } from '../../src/ui/SectionHeading'
import { SmartLink } from '../../src/ui/SmartLink'
import { TONE_CLASS } from '../../src/ui/tone'
import type { Feature, FeatureGridProps } from './schema'

const COLUMNS = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
  5: 'md:grid-cols-3 lg:grid-cols-5',
}

export function FeatureGrid({
  title,
  subtitle,
  items,
  columns = 3,
  tone = 'white',
  sectionId,
}: FeatureGridProps & SectionFrame) {
  const headingId = useId()
  return (
    <Section type="featureGrid" sectionId={sectionId} labelledBy={headingId} className={TONE_CLASS[tone]}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} centered tone={tone} />
      <ul className={cn('mt-10 grid gap-6', COLUMNS[columns])}>
        {items.map((item, index) => (
          <li key={index}>
            {item.href ? (
              <SmartLink href={item.href} className="feature-card block h-full transition hover:ring-brand">
                <FeatureContent item={item} />
              </SmartLink>
            ) : (
              <div className="feature-card h-full">
                <FeatureContent item={item} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}

function FeatureContent({ item }: { item: Feature }) {
  const { _ } = useLingui()
  return (
    <>
      {item.icon && <img src={item.icon} alt="" width={32} height={32} loading="lazy" className="mb-4 h-8 w-8" />}
      <h3 className="text-lg font-semibold">{_(item.title)}</h3>
      {item.text && <p className="mt-2 opacity-80">{_(item.text)}</p>}
    </>
  )
}
