import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { NewsCard } from './NewsCard'
import { newsCardImageSlot, type NewsListProps } from './schema'

export function NewsList({ title, subtitle, articles, tone = 'light', sectionId }: NewsListProps & SectionFrame) {
  const headingId = useId()
  return (
    <Section type="newsList" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug}>
            <NewsCard article={article} slot={newsCardImageSlot} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
