import type { JSONSchemaType } from 'ajv'
import { COPY_LIMITS, copyOf, publicFileSchema } from './common'
import type { PageConfig } from './pages'

/** JSON schema of a page's `meta` (documented on `PageConfig`). */
export const pageMetaSchema: JSONSchemaType<PageConfig['meta']> = {
  type: 'object',
  properties: {
    title: copyOf({ max: COPY_LIMITS.metaTitle }),
    description: copyOf({ max: COPY_LIMITS.metaDescription }),
    image: { ...publicFileSchema, nullable: true },
  },
  required: ['title', 'description'],
  additionalProperties: false,
}
