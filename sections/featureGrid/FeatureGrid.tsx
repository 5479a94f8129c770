import { useLingui } from '@lingui/react'
import { useId, type ReactNode } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Icon } from '../../src/design/Icon'
import { SiteLink } from '../../src/design/Link'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { centredGridColumns, centreLastRow } from '../shared/grid'
import {
  featureImageSlot2,
  featureImageSlot3,
  featureImageSlot4,
  type Feature,
  type FeatureCardVariant,
  type FeatureGridProps,
} from './schema'

const IMAGE_SLOTS = { 2: featureImageSlot2, 3: featureImageSlot3, 4: featureImageSlot4 }

/** The frame every card shares; a linked card firms it up and lifts on hover. */
const CARD = 'flex h-full flex-col rounded-card bg-surface-raised ring-1 ring-line'
const LINKED = 'group transition duration-base ease-brand hover:shadow-card hover:ring-line-strong'

export function FeatureGrid({
  title,
  subtitle,
  items,
  columns = 3,
  variant = 'icon',
  tone = 'light',
  sectionId,
}: FeatureGridProps & SectionFrame) {
  const headingId = useId()
  return (
    <Section type="featureGrid" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      <ul className={cn('grid grid-cols-1 gap-6', centredGridColumns(columns))}>
        {items.map((item, index) => {
          const content = (
            <FeatureContent item={item} index={index} variant={variant} columns={columns} linked={!!item.href} />
          )
          return (
            <li key={index} className={centreLastRow(columns, items.length, index)}>
              {item.href ? (
                <SiteLink href={item.href} className={cn(CARD, LINKED)}>
                  {content}
                </SiteLink>
              ) : (
                <div className={CARD}>{content}</div>
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

function FeatureContent({
  item,
  index,
  variant,
  columns,
  linked,
}: {
  item: Feature
  index: number
  variant: FeatureCardVariant
  columns: 2 | 3 | 4
  linked: boolean
}) {
  const { _ } = useLingui()
  let top: ReactNode = null
  if (variant === 'image' && item.image)
    top = (
      <Media
        image={item.image}
        slot={IMAGE_SLOTS[columns]}
        className="aspect-3/2 rounded-t-card border-b border-line"
        imgClassName="h-full object-cover"
      />
    )
  else if (variant === 'stat' && item.stat)
    top = <p className="mb-6 border-b border-line pb-6 text-stat text-fg tabular-nums">{_(item.stat)}</p>
  else if (variant === 'icon' && item.icon)
    top = (
      <span className="mb-6 flex size-12 items-center justify-center rounded-control bg-fg/5 text-fg-accent ring-1 ring-line">
        <Icon name={item.icon} />
      </span>
    )
  else if (variant === 'icon')
    top = (
      <span aria-hidden="true" className="mb-6 text-small font-semibold text-fg-accent tabular-nums">
        {String(index + 1).padStart(2, '0')}
      </span>
    )
  const body = (
    <>
      <h3 className="text-h3">{_(item.title)}</h3>
      {item.text && <p className="mt-3 text-body text-fg-muted">{_(item.text)}</p>}
      {linked && (
        <span className="mt-auto flex pt-6 text-fg-accent">
          <Icon
            name="arrow-right"
            size={20}
            className="transition-transform duration-base ease-brand group-hover:translate-x-1"
          />
        </span>
      )}
    </>
  )
  if (variant === 'image' && top)
    return (
      <>
        {top}
        <div className={cn('flex flex-1 flex-col', columns === 4 ? 'p-6' : 'p-6 sm:p-8')}>{body}</div>
      </>
    )
  return (
    <div className={cn('flex flex-1 flex-col', columns === 4 ? 'p-6' : 'p-6 sm:p-8')}>
      {top}
      {body}
    </div>
  )
}
