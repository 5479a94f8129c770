import { useLingui } from '@lingui/react'
import { newsPath, type NewsArticle } from '../../content/models/news'
import { Media, type ImageSlot } from '../../src/engine'
import { FormattedDate } from '../../src/design/FormattedDate'
import { SiteLink } from '../../src/design/Link'

/**
 * One article as a card. Only the headline is the link (a short accessible name); its `::after` stretches over
 * the card so the whole card is clickable. Shared by `newsList` and `relatedNews`, each showing the picture in its
 * own slot (same sizes: both lay cards out in the same grid).
 */
export function NewsCard({
  article,
  slot,
}: {
  article: Pick<NewsArticle, 'slug' | 'date' | 'title' | 'desc' | 'image'>
  slot: ImageSlot
}) {
  const { _ } = useLingui()
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 transition hover:ring-brand">
      <Media image={article.image} slot={slot} className="aspect-video w-full" imgClassName="h-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <FormattedDate iso={article.date} className="text-sm text-slate-600" />
        <h3 className="text-lg leading-snug font-semibold text-ink">
          <SiteLink href={newsPath(article)} className="after:absolute after:inset-0 hover:text-brand">
            {_(article.title)}
          </SiteLink>
        </h3>
        <p className="line-clamp-3 text-slate-600">{_(article.desc)}</p>
      </div>
    </article>
  )
}
