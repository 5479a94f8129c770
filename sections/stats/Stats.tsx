import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { formatNumber, type SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import type { StatsProps } from './schema'

const COLUMNS = ['', '', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-2 lg:grid-cols-4']

export function Stats({ title, stats, tone = 'muted', sectionId }: StatsProps & SectionFrame) {
  const { _, i18n } = useLingui()
  const headingId = useId()
  return (
    <Section type="stats" sectionId={sectionId} labelledBy={title ? headingId : undefined} tone={tone}>
      {title && (
        <h2 id={headingId} className="mb-10 text-center text-3xl font-bold">
          {_(title)}
        </h2>
      )}
      <ul className={cn('grid gap-8 text-center', COLUMNS[stats.length])}>
        {stats.map((stat, index) => (
          <li key={index} className="flex flex-col items-center">
            <p className={cn('text-4xl font-extrabold sm:text-5xl', tone === 'inverse' ? 'text-white' : 'text-brand')}>
              {stat.prefix}
              {formatNumber(stat.value, i18n.locale)}
              {stat.unit && (
                <>
                  {' '}
                  <span className="text-2xl font-bold">{_(stat.unit)}</span>
                </>
              )}
            </p>
            <p className={cn('mt-2 max-w-xs text-lg', 'text-fg-muted')}>{_(stat.label)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
