import type { JSONSchemaType } from 'ajv'
import { COPY_LIMITS, copyOf, copySchema, type Copy, imageSchema, type Image } from '../../src/engine/content'

/** A press article about the company; its page lives at `/{locale}/noticias/{slug}`. */
export interface NewsArticle {
  /** URL segment of the article page (lower case, digits and hyphens). */
  slug: string
  /** Publication date in the source, ISO `YYYY-MM-DD`; shown formatted for the visitor's language. */
  date: string
  /** Headline. */
  title: Copy
  /** One or two sentences under the headline, also used on cards. */
  desc: Copy
  /** The full text, one message per paragraph. */
  content: Copy[]
  /**
   * The article's picture (`news/<slug>.jpg` in `content/media/`), 16:9, with alt text saying what it shows. It is
   * the article page's cover (up to 778 px wide on tablets, so the check asks a source at least 1,556 px wide)
   * and the picture of its card in news lists and "other news" (up to 395 px wide).
   */
  image: Image
  /** The article on the publication's own site (`https://…`); opens in a new tab. */
  originalLink: string
}

export const newsArticleSchema: JSONSchemaType<NewsArticle> = {
  type: 'object',
  properties: {
    slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    title: copyOf({ max: COPY_LIMITS.heading }),
    desc: copySchema,
    content: { type: 'array', items: copySchema, minItems: 1 },
    image: imageSchema(),
    originalLink: { type: 'string', pattern: '^https://' },
  },
  required: ['slug', 'date', 'title', 'desc', 'content', 'image', 'originalLink'],
  additionalProperties: false,
}

/** The site path of an article's page (locale-less; links add the visitor's locale). */
export function newsPath(article: Pick<NewsArticle, 'slug'>): string {
  return `/noticias/${article.slug}`
}

/** The publication's host name without `www.`, shown as the article's source. */
export function sourceHost(originalLink: string): string {
  return new URL(originalLink).hostname.replace(/^www\./, '')
}

/**
 * The spec's "other news" rule: up to three articles other than the current one, taken only from the first four
 * entries (so an article among the first four shows the other three, and any later one shows the first three).
 */
export function otherNews<T extends Pick<NewsArticle, 'slug'>>(articles: readonly T[], currentSlug: string): T[] {
  return articles
    .slice(0, 4)
    .filter((article) => article.slug !== currentSlug)
    .slice(0, 3)
}
