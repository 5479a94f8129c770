import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { Section } from '../../src/design/Section'
import { NewsCard } from '../newsList/NewsCard'
import { relatedNewsImageSlot, type RelatedNewsProps } from './schema'

export function RelatedNews({ title, articles, sectionId }: RelatedNewsProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  if (articles.length === 0) return null
  return (
    <Section type="relatedNews" sectionId={sectionId} labelledBy={headingId} className="bg-slate-50 text-ink">
      <h2 id={headingId} className="text-3xl font-bold">
        {_(title)}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug}>
            <NewsCard article={article} slot={relatedNewsImageSlot} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
