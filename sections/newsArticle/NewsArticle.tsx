import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame, FormattedDate } from '../../src/engine'
import { sourceHost } from '../../content/models/news'
import { Button } from '../../src/design/Button'
import { Card } from '../../src/design/Card'
import { Heading } from '../../src/design/Heading'
import { Icon } from '../../src/design/Icon'
import { Lead } from '../../src/design/Lead'
import { Section } from '../../src/design/Section'
import { NEWS_ARTICLE_DEFAULT_TONE, newsCoverSlot, type NewsArticleProps } from './schema'

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

/**
 * The article page's body, on one surface: the headline (`<h1>`), the summary and the link to the source (another
 * site: an outlined, secondary button) beside the cover (from 1024 px only, the page's largest picture there, fetched
 * first; a phone gets the article without it); then the text in a reading column beside an info card (date, source,
 * reading time) that stays in view from 1024 px, after the text on smaller screens: the article's own words first.
 */
export function NewsArticle({ article, tone = NEWS_ARTICLE_DEFAULT_TONE, sectionId }: NewsArticleProps & SectionFrame) {
  const { _ } = useLingui()
  const titleId = useId()
  const infoId = useId()
  const paragraphs = article.content.map((paragraph) => _(paragraph))
  const minutes = Math.max(1, Math.round(paragraphs.join(' ').split(/\s+/).length / WORDS_PER_MINUTE))
  const facts = [
    [newsArticleCopy.published, <FormattedDate key="date" iso={article.date} />],
    [newsArticleCopy.source, sourceHost(article.originalLink)],
    [newsArticleCopy.reading, _({ ...newsArticleCopy.minutes, values: { minutes } })],
  ] as const
  return (
    <Section type="newsArticle" sectionId={sectionId} tone={tone} className="pt-section-tight">
      <article aria-labelledby={titleId}>
        <header className="grid grid-cols-1 items-center gap-10 pb-12 sm:pb-16 lg:grid-cols-12 lg:gap-12">
          <div className="flex max-w-3xl flex-col gap-6 lg:col-span-7">
            <Heading level={1} id={titleId}>
              {_(article.title)}
            </Heading>
            <Lead>{_(article.desc)}</Lead>
            {/* Another site: a secondary action beside the article itself (outlined, never the page's filled one). */}
            <Button href={article.originalLink} variant="secondary" size="lg" className="mt-2 self-start">
              {_(newsArticleCopy.readOriginal)}
              <span className="sr-only"> {_(newsArticleCopy.newTab)}</span>
              <Icon name="arrow-up-right" size={20} />
            </Button>
          </div>
          <Media
            image={article.image}
            slot={newsCoverSlot}
            lcp
            wideOnly
            className="w-full max-w-2xl overflow-hidden rounded-media bg-fg/5 shadow-raised ring-1 ring-line lg:col-span-5 lg:max-w-none"
            imgClassName="h-full object-cover"
          />
        </header>
        <div className="grid gap-10 border-t border-line pt-10 sm:pt-12 lg:grid-cols-3 lg:gap-16">
          <div className="max-w-reading space-y-6 text-lead lg:col-span-2 lg:col-start-1 lg:row-start-1">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <aside aria-labelledby={infoId} className="self-start lg:sticky lg:top-24 lg:col-start-3 lg:row-start-1">
            <Card padding="lg">
              <Heading level={2} size="h3" id={infoId}>
                {_(newsArticleCopy.infoTitle)}
              </Heading>
              <dl className="mt-4 divide-y divide-line text-small">
                {facts.map(([term, detail]) => (
                  <div key={term.id} className="flex items-baseline justify-between gap-6 py-3 last:pb-0">
                    <dt className="text-fg-muted">{_(term)}</dt>
                    <dd className="min-w-0 text-end font-medium wrap-anywhere">{detail}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          </aside>
        </div>
      </article>
    </Section>
  )
}
