import { useId } from 'react'
import { ListPageNav, type SectionFrame } from '../../src/engine'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { NewsCard } from './NewsCard'
import { NEWS_GRID, newsCardImageSlot, NEWS_LIST_DEFAULT_TONE, type NewsListProps } from './schema'

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
        {articles.map((article, index) => (
          <li key={article.slug}>
            {/* Under a short hero a phone's first view shows the first card: its picture may be the largest. */}
            <NewsCard article={article} slot={newsCardImageSlot} lcp={index === 0} />
          </li>
        ))}
      </ul>
      {listPage && <ListPageNav listPage={listPage} />}
    </Section>
  )
}
