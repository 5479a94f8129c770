import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { NewsCard } from '../newsList/NewsCard'
import { NEWS_GRID, newsCardPlace, newsCardSizes } from '../newsList/schema'
import { RELATED_NEWS_DEFAULT_TONE, relatedNewsImageSlot, type RelatedNewsProps } from './schema'

export function RelatedNews({
  title,
  articles,
  tone = RELATED_NEWS_DEFAULT_TONE,
  sectionId,
}: RelatedNewsProps & SectionFrame) {
  const headingId = useId()
  if (articles.length === 0) return null
  return (
    <Section type="relatedNews" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} />
      <ul className={NEWS_GRID}>
        {articles.map((article, index) => {
          const place = newsCardPlace(index, articles.length)
          return (
            <li key={article.slug} className={place.className}>
              <NewsCard article={article} slot={{ ...relatedNewsImageSlot, sizes: newsCardSizes(place) }} />
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
