import type { JSONSchemaType } from 'ajv'
import { copySchema, type Copy } from '../../src/engine'
import { serviceSchema, type Service } from '../../content/models/services'

export interface ServicesGridProps {
  /** Section heading. */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** Services to show, in order (from `content/services.ts`). On wide screens the last card spans two columns. */
  services: Service[]
}

export const servicesGridSchema: JSONSchemaType<ServicesGridProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    subtitle: { ...copySchema, nullable: true },
    services: { type: 'array', items: serviceSchema, minItems: 1 },
  },
  required: ['title', 'services'],
  additionalProperties: false,
}
