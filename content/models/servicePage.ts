import type { JSONSchemaType } from 'ajv'
import { serviceSchema, type Service } from './services'
import { COPY_LIMITS, copyOf, copySchema, type Copy } from '../../src/engine/content'

/** The text of one service page; its title, description and slug come from its service. */
export interface ServicePageContent {
  /** One or two sentences under the title in the page's banner. */
  subtitle: Copy
  /** The body text, in order. */
  paragraphs: Copy[]
  /** What the client gets, as a bulleted list. */
  bullets: Copy[]
}

export const servicePageContentSchema: JSONSchemaType<ServicePageContent> = {
  type: 'object',
  properties: {
    subtitle: copyOf({ max: COPY_LIMITS.subtitle }),
    paragraphs: { type: 'array', items: copySchema, minItems: 1 },
    bullets: { type: 'array', items: copySchema, minItems: 1 },
  },
  required: ['subtitle', 'paragraphs', 'bullets'],
  additionalProperties: false,
}

/** A service page: the service it presents and its text. */
export interface ServicePage extends ServicePageContent {
  /** URL segment: the service's slug. */
  slug: string
  service: Service
}

export const servicePageSchema: JSONSchemaType<ServicePage> = {
  type: 'object',
  properties: {
    ...servicePageContentSchema.properties!,
    slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    service: serviceSchema,
  },
  required: ['slug', 'service', 'subtitle', 'paragraphs', 'bullets'],
  additionalProperties: false,
}
