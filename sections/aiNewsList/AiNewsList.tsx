import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame, FormattedDate } from '../../src/engine'
import { aiNewsPath } from '../../content/models/aiNews'
import { Badge } from '../../src/design/Badge'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { CardImage, MediaCard } from '../shared/MediaCard'
import { AI_NEWS_LIST_DEFAULT_TONE, aiNewsCategorySlot, aiNewsItemSlot, type AiNewsListProps } from './schema'

export const aiNewsCopy = {
  grade: msg`Grau de relevância`,
}

/**
 * The category tiles (a dimmed picture under its label, on the inverse surface whatever the section's tone, so the
 * label reads on any picture), then the monitored news as a list of cards: picture, date, relevance grade, the
 * AI's headline and the text clamped to four lines.
 */
export function AiNewsList({
  title,
  categoriesLabel,
  categories,
  items,
  tone = AI_NEWS_LIST_DEFAULT_TONE,
  sectionId,
}: AiNewsListProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="aiNewsList" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      {categories.length > 0 && (
        <ul aria-label={_(categoriesLabel)} className="mb-16 grid grid-cols-2 gap-4 sm:mb-20 md:grid-cols-4">
          {categories.map((category, index) => (
            <li key={index} data-surface="inverse" className="relative isolate overflow-hidden rounded-card">
              <Media
                image={category.image}
                slot={aiNewsCategorySlot}
                className="aspect-video w-full opacity-70"
                imgClassName="h-full object-cover"
              />
              <span
                aria-hidden="true"
                className="absolute inset-0 bg-linear-to-t from-scrim via-scrim/40 to-transparent"
              />
              <span className="absolute inset-x-0 bottom-0 p-3 text-small font-semibold sm:p-4 sm:text-body">
                {_(category.label)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <SectionHeading id={headingId} title={title} />
      <ul className="flex flex-col gap-6">
        {items.map((item) => (
          <li key={item.slug}>
            <MediaCard
              layout="row"
              media={<CardImage image={item.image} slot={aiNewsItemSlot} />}
              meta={
                <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-small text-fg-muted">
                  <FormattedDate iso={item.date} />
                  <Badge tone="accent">
                    {_(aiNewsCopy.grade)}: {item.grade}
                  </Badge>
                </p>
              }
              title={_(item.generatedTitle)}
              href={aiNewsPath(item)}
            >
              <p className="line-clamp-4 text-fg-muted">{item.content.map((paragraph) => _(paragraph)).join(' ')}</p>
            </MediaCard>
          </li>
        ))}
      </ul>
    </Section>
  )
}
