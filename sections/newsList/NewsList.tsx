import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { Section } from '../../src/ui/Section'
import { SectionHeading } from '../../src/ui/SectionHeading'
import { TONE_CLASS } from '../../src/ui/tone'
import { NewsCard } from './NewsCard'
import { newsCardImageSlot, type NewsListProps } from './schema'

export function NewsList({ title, subtitle, articles, tone = 'white', sectionId }: NewsListProps & SectionFrame) {
  const headingId = useId()
  return (
    <Section type="newsList" sectionId={sectionId} labelledBy={headingId} className={TONE_CLASS[tone]}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} tone={tone} />
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
