import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import { sourceHost } from '../../content/models/news'
import { Button } from '../../src/design/Button'
import { FormattedDate } from '../../src/design/FormattedDate'
import { newsCoverSlot, type NewsArticleProps } from './schema'

export const newsArticleCopy = {
  readOriginal: msg`Ler a matéria completa no site original`,
  newTab: msg`(abre em uma nova aba)`,
  infoTitle: msg`Sobre a publicação`,
  published: msg`Publicada em`,
  source: msg`Fonte`,
  reading: msg`Leitura`,
  minutes: msg({ message: '{minutes} min', comment: 'Reading time of an article, e.g. "3 min"' }),
}

const WORDS_PER_MINUTE = 200

export function NewsArticle({ article, sectionId }: NewsArticleProps & SectionFrame) {
  const { _ } = useLingui()
  const titleId = useId()
  const infoId = useId()
  const paragraphs = article.content.map((paragraph) => _(paragraph))
  const minutes = Math.max(1, Math.round(paragraphs.join(' ').split(/\s+/).length / WORDS_PER_MINUTE))
  return (
    <article id={sectionId} data-section="newsArticle" aria-labelledby={titleId}>
      <header className="bg-hero px-4 pt-16 pb-16 text-white sm:px-6 sm:pt-20">
        <div className="mx-auto max-w-[1048px]">
          <h1 id={titleId} className="max-w-3xl text-3xl leading-tight font-bold sm:text-5xl">
            {_(article.title)}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-indigo-100">{_(article.desc)}</p>
          <div className="mt-8">
            <Button href={article.originalLink}>
              {_(newsArticleCopy.readOriginal)}
              <span className="sr-only"> {_(newsArticleCopy.newTab)}</span>
              <span aria-hidden="true" className="ml-2">
                ↗
              </span>
            </Button>
          </div>
        </div>
      </header>
      <div className="px-4 py-16 sm:px-6">
        <div className="mx-auto grid max-w-[1048px] gap-10 lg:grid-cols-[minmax(0,1fr)_320px]">
          <aside
            aria-labelledby={infoId}
            className="self-start overflow-hidden rounded-2xl bg-slate-50 ring-1 ring-slate-200 lg:col-start-2 lg:row-start-1"
          >
            <Media
              image={article.image}
              slot={newsCoverSlot}
              lcp
              className="aspect-video w-full"
              imgClassName="h-full object-cover"
            />
            <div className="p-6">
              <h2 id={infoId} className="text-lg font-semibold text-ink">
                {_(newsArticleCopy.infoTitle)}
              </h2>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-700">
                <dt className="font-medium">{_(newsArticleCopy.published)}</dt>
                <dd>
                  <FormattedDate iso={article.date} />
                </dd>
                <dt className="font-medium">{_(newsArticleCopy.source)}</dt>
                <dd className="break-all">{sourceHost(article.originalLink)}</dd>
                <dt className="font-medium">{_(newsArticleCopy.reading)}</dt>
                <dd>{_({ ...newsArticleCopy.minutes, values: { minutes } })}</dd>
              </dl>
            </div>
          </aside>
          <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700 lg:col-start-1 lg:row-start-1">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </article>
  )
}
