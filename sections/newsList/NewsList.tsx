import { useId } from 'react'
import { ListPageNav, type SectionFrame } from '../../src/engine'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { NewsCard } from './NewsCard'
import {
  NEWS_GRID,
  newsCardImageSlot,
  newsCardPlace,
  newsCardSizes,
  NEWS_LIST_DEFAULT_TONE,
  type NewsListProps,
} from './schema'

export function NewsList({
  title,
  subtitle,
  articles,
  tone = NEWS_LIST_DEFAULT_TONE,
  sectionId,
  listPage,
}: NewsListProps & SectionFrame) {
  const headingId = useId()
  return (
    <Section type="newsList" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      <ul className={NEWS_GRID}>
        {articles.map((article, index) => {
          const place = newsCardPlace(index, articles.length)
          return (
            <li key={article.slug} className={place.className}>
              {/* Under a short hero a phone's first view shows the first card: its picture may be the largest. */}
              <NewsCard
                article={article}
                slot={{ ...newsCardImageSlot, sizes: newsCardSizes(place) }}
                lcp={index === 0}
              />
            </li>
          )
        })}
      </ul>
      {listPage && <ListPageNav listPage={listPage} />}
    </Section>
  )
}
