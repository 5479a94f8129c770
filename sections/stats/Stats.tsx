import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { formatNumber, type SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Heading } from '../../src/design/Heading'
import { Section } from '../../src/design/Section'
import { gridColumns, type GridColumns } from '../shared/grid'
import type { StatsProps } from './schema'

/**
 * Big figures, each under a short rule and over what it counts, written in the visitor's number format; where they
 * come from under them.
 */
export function Stats({ title, stats, columns, source, tone = 'muted', sectionId }: StatsProps & SectionFrame) {
  const { _, i18n } = useLingui()
  const headingId = useId()
  const perRow = (columns ?? Math.min(Math.max(stats.length, 2), 4)) as GridColumns
  return (
    <Section type="stats" sectionId={sectionId} labelledBy={title ? headingId : undefined} tone={tone}>
      {title && (
        <Heading level={2} id={headingId} className="mb-12 max-w-3xl">
          {_(title)}
        </Heading>
      )}
      <ul className={cn('grid grid-cols-1 gap-x-8 gap-y-10', stats.length > 1 && gridColumns(perRow))}>
        {stats.map((stat, index) => (
          <li
            key={index}
            className={cn('flex flex-col border-t-2 pt-6', tone === 'brand' ? 'border-fg' : 'border-accent')}
          >
            <p className="text-stat text-fg tabular-nums">
              {stat.prefix}
              {formatNumber(stat.value, i18n.locale)}
              {stat.unit && (
                <>
                  {' '}
                  <span className="text-h3 text-fg-muted">{_(stat.unit)}</span>
                </>
              )}
            </p>
            <p className="mt-3 max-w-xs text-body text-fg-muted">{_(stat.label)}</p>
          </li>
        ))}
      </ul>
      {source && <p className="mt-10 text-small text-fg-muted">{_(source)}</p>}
    </Section>
  )
}
