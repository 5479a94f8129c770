import type { JSONSchemaType } from 'ajv'
import { ICON_NAMES, type IconName, COPY_LIMITS, copyOf, copySchema, type Copy } from '../../src/engine/content'

/** A service the company sells; its page lives at `/{locale}/servicos/{slug}`. */
export interface Service {
  /** Stable id, as in the spec (`web`, `mobile`, …). */
  id: string
  /** URL segment of the service page. */
  slug: string
  /** The service's name, as in menus and cards ("Desenvolvimento web"). */
  title: Copy
  /** One or two sentences on what the service delivers, shown on its card. */
  description: Copy
  /** The service's icon on its cards: an icon of the site's set, see src/design/iconNames.ts (`app-window`). */
  icon: IconName
}

export function servicePath(service: Service): string {
  return `/servicos/${service.slug}`
}

export const serviceSchema: JSONSchemaType<Service> = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^[a-z][a-zA-Z]*$' },
    slug: { type: 'string', pattern: '^[a-z0-9-]+$' },
    title: copyOf({ max: COPY_LIMITS.heading }),
    description: copySchema,
    icon: { type: 'string', enum: [...ICON_NAMES] },
  },
  required: ['id', 'slug', 'title', 'description', 'icon'],
  additionalProperties: false,
}
