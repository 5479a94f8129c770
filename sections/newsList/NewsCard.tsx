import { useLingui } from '@lingui/react'
import { newsPath, type NewsArticle } from '../../content/models/news'
import type { ImageSlot } from '../../src/engine'
import { CardImage, MediaCard } from '../shared/MediaCard'
import { FormattedDate } from '../../src/engine'

/**
 * One article as a card: picture, date, headline and summary. Only the headline is the link (a short accessible
 * name), stretched over the card. Shared by `newsList` and `relatedNews`, each showing the picture in its own slot
 * (same sizes: both lay cards out in the same grid).
 */
export function NewsCard({
  article,
  slot,
  lcp = false,
}: {
  article: Pick<NewsArticle, 'slug' | 'date' | 'title' | 'desc' | 'image'>
  slot: ImageSlot
  /** The card's picture may be the page's largest in a phone's first view (the list's first card): see `Media`. */
  lcp?: boolean
}) {
  const { _ } = useLingui()
  return (
    <MediaCard
      media={<CardImage image={article.image} slot={slot} lcp={lcp} />}
      meta={<FormattedDate iso={article.date} className="text-small text-fg-muted" />}
      title={_(article.title)}
      href={newsPath(article)}
    >
      <p className="line-clamp-3 text-fg-muted">{_(article.desc)}</p>
    </MediaCard>
  )
}
