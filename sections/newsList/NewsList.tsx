import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/config/defineSection'
import { cn } from '../../src/ui/cn'
import { Section } from '../../src/ui/Section'
import { TONE_CLASS, TONE_MUTED_TEXT } from '../../src/ui/tone'
import { NewsCard } from './NewsCard'
import type { NewsListProps } from './schema'

export function NewsList({ title, subtitle, articles, tone = 'white', sectionId }: NewsListProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="newsList" sectionId={sectionId} labelledBy={headingId} className={TONE_CLASS[tone]}>
      <h2 id={headingId} className="text-3xl font-bold">
        {_(title)}
      </h2>
      {subtitle && <p className={cn('mt-3 max-w-2xl', TONE_MUTED_TEXT[tone])}>{_(subtitle)}</p>}
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug}>
            <NewsCard article={article} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
