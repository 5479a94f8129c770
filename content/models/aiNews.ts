import type { JSONSchemaType } from 'ajv'
import {
  brandLogoSchema,
  COPY_LIMITS,
  copyOf,
  copySchema,
  type BrandLogo,
  type Copy,
  imageSchema,
  type Image,
} from '../../src/engine/content'

/**
 * A news item processed by the AI-news product (a demo): the monitored portal's article, the title the AI wrote
 * for it and the relevance grade it gave. Its page lives at `/pt-br/ia-noticia/{slug}` (Portuguese only).
 */
export interface AiNewsItem {
  /** URL segment of the detail page (lower case, digits and hyphens). */
  slug: string
  /** The headline as the monitored portal published it. */
  originalTitle: Copy
  /** The headline the AI wrote for the client. */
  generatedTitle: Copy
  /** Relevance grade given by the AI (the spec's `grauDeRisco`), a score or range such as `8-10`. */
  grade: string
  /** The article text rewritten by the AI, one message per paragraph. */
  content: Copy[]
  /** Publication date, ISO `YYYY-MM-DD`. */
  date: string
  /**
   * The item's picture (`ai-news/<slug>.jpg` in `content/media/`), 16:9, with alt text saying what it shows: the
   * detail page's cover (up to 448 px wide on tablets) and the picture of its card in the list (up to 554 px wide
   * on a 640 px screen, so the check asks a source at least 1,108 px wide).
   */
  image: Image
  /** Logos of the partners behind the monitoring, shown on the detail page. */
  partners: BrandLogo[]
  /** Subject tags (optional), shown as written. */
  tags?: string[]
}

export const aiNewsItemSchema: JSONSchemaType<AiNewsItem> = {
  type: 'object',
  properties: {
    slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    originalTitle: copyOf({ max: COPY_LIMITS.heading }),
    generatedTitle: copyOf({ max: COPY_LIMITS.heading }),
    grade: { type: 'string', minLength: 1, maxLength: 12 },
    content: { type: 'array', items: copySchema, minItems: 1 },
    date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    image: imageSchema(),
    partners: { type: 'array', items: brandLogoSchema },
    tags: { type: 'array', items: { type: 'string', minLength: 1 }, nullable: true },
  },
  required: ['slug', 'originalTitle', 'generatedTitle', 'grade', 'content', 'date', 'image', 'partners'],
  additionalProperties: false,
}

/** Detail pages exist in Portuguese only, so every link to one names the pt-br prefix. */
export function aiNewsPath(item: Pick<AiNewsItem, 'slug'>): string {
  return `/pt-br/ia-noticia/${item.slug}`
}
