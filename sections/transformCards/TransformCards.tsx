import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Icon } from '../../src/design/Icon'
import { SiteLink } from '../../src/design/Link'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { fillLastRow, gridColumns, type GridColumns } from '../shared/grid'
import type { TransformCardsProps } from './schema'

/** Short promises, each a whole-card link to its landing page: an icon, the promise, an arrow that moves on hover. */
export function TransformCards({
  title,
  subtitle,
  cards,
  tone = 'muted',
  sectionId,
}: TransformCardsProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  const columns = Math.max(cards.length, 2) as GridColumns
  return (
    <Section type="transformCards" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      <ul className={cn('grid grid-cols-1 gap-6', cards.length > 1 && gridColumns(columns))}>
        {cards.map((card, index) => (
          <li key={card.href} className={fillLastRow(columns, cards.length, index)}>
            <SiteLink
              href={card.href}
              className={cn(
                'group flex h-full flex-col gap-8 rounded-card bg-surface-raised p-6 ring-1 ring-line transition duration-base ease-brand hover:-translate-y-0.5 hover:shadow-raised hover:ring-line-strong sm:min-h-56 sm:gap-10 sm:p-8',
                columns === 4 && 'xl:p-6',
              )}
            >
              <span className="flex items-start justify-between gap-4">
                <span className="flex size-12 items-center justify-center rounded-control bg-accent-soft text-on-accent-soft">
                  <Icon name={card.icon} />
                </span>
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full text-fg ring-1 ring-line-strong transition-colors duration-base ease-brand group-hover:bg-action group-hover:text-action-fg group-hover:ring-action">
                  <Icon
                    name="arrow-up-right"
                    size={20}
                    className="transition-transform duration-base ease-brand group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                  />
                </span>
              </span>
              <span className="mt-auto text-h3 wrap-break-word hyphens-auto text-fg">{_(card.text)}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}
