import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Icon } from '../../src/design/Icon'
import { SiteLink } from '../../src/design/Link'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { CardImage, MediaCard, STRETCHED_LINK } from '../shared/MediaCard'
import {
  PRODUCT_GRID_DEFAULT_COLUMNS,
  PRODUCT_GRID_DEFAULT_TONE,
  productImageSlot,
  type ProductGridColumns,
  type ProductGridProps,
} from './schema'

export const productGridCopy = {
  visit: msg({ message: 'Conhecer {name}', comment: 'Link to an AI product site; {name} is the product brand' }),
  newTab: msg`(abre em uma nova aba)`,
}

/** Columns by screen width: one on phones, two from 640 px, then the chosen count (four only from 1280 px). */
const GRID: Record<ProductGridColumns, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 xl:grid-cols-4',
}

export function ProductGrid({
  title,
  subtitle,
  products,
  columns = PRODUCT_GRID_DEFAULT_COLUMNS,
  tone = PRODUCT_GRID_DEFAULT_TONE,
  sectionId,
}: ProductGridProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="productGrid" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      <ul data-columns={columns} className={cn('grid gap-x-6 gap-y-8', GRID[columns])}>
        {products.map((product, index) => (
          <MediaCard
            key={product.id}
            as="li"
            linked
            // The first card may be in a phone's first view, as large as the heading: it loads at once (`Media`'s lcp).
            media={<CardImage image={product.image} slot={productImageSlot} aspect="wide" lcp={index === 0} />}
            meta={<p className="text-eyebrow text-fg-accent uppercase">{_(product.title)}</p>}
            title={product.name}
            footer={
              <SiteLink
                href={product.link}
                className={cn(
                  STRETCHED_LINK,
                  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-fg underline-offset-4 group-hover:underline',
                )}
              >
                {_({ ...productGridCopy.visit, values: { name: product.name } })}
                <span className="sr-only"> {_(productGridCopy.newTab)}</span>
                <Icon
                  name="arrow-up-right"
                  size={20}
                  className="text-fg-accent transition-transform duration-base ease-brand group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                />
              </SiteLink>
            }
          >
            <p className="text-fg-muted">{_(product.description)}</p>
          </MediaCard>
        ))}
      </ul>
    </Section>
  )
}
