import type { JSONSchemaType } from 'ajv'
import { copySchema, publicFileSchema } from './common'
import type { PageConfig } from './pages'

/** JSON schema of a page's `meta` (documented on `PageConfig`). */
export const pageMetaSchema: JSONSchemaType<PageConfig['meta']> = {
  type: 'object',
  properties: { title: copySchema, description: copySchema, image: { ...publicFileSchema, nullable: true } },
  required: ['title', 'description'],
  additionalProperties: false,
}
