import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { SiteLink } from '../../src/design/Link'
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
  tone = 'light',
  sectionId,
}: FeatureGridProps & SectionFrame) {
  const headingId = useId()
  return (
    <Section type="featureGrid" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} align="center" />
      <ul className={cn('mt-10 grid gap-6', COLUMNS[columns])}>
        {items.map((item, index) => (
          <li key={index}>
            {item.href ? (
              <SiteLink href={item.href} className="feature-card block h-full transition hover:ring-brand">
                <FeatureContent item={item} />
              </SiteLink>
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
