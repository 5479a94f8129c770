import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react'
import { useId } from 'react'
import { ListPageNav, type SectionFrame, FormattedDate } from '../../src/engine'
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

export const newsListCopy = {
  updated: msg({
    message: 'Última publicação em {date}',
    comment: 'Under the news list heading; {date} is the newest article\'s date, e.g. "20 de agosto de 2024"',
  }),
}

/**
 * The news as a grid of cards (`NEWS_GRID`), under its heading the date of the newest article (on the list's first
 * page), and the links to the list's other pages when it has more than one.
 */
export function NewsList({
  title,
  subtitle,
  articles,
  tone = NEWS_LIST_DEFAULT_TONE,
  sectionId,
  listPage,
}: NewsListProps & SectionFrame) {
  const headingId = useId()
  // Dates are YYYY-MM-DD: the newest sorts last.
  const newest = articles
    .map((article) => article.date)
    .sort()
    .at(-1)
  return (
    <Section type="newsList" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} className="mb-4 sm:mb-6" />
      {newest && (!listPage || listPage.number === 1) && (
        <p data-list-updated className="mb-10 text-small text-fg-muted sm:mb-12">
          <Trans
            id={newsListCopy.updated.id}
            message={newsListCopy.updated.message}
            values={{ date: <FormattedDate iso={newest} /> }}
          />
        </p>
      )}
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
