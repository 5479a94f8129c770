import type { JSONSchemaType } from 'ajv'
import { headingFields, toneSchema, type Copy, type Tone } from '../../src/engine'
import { serviceSchema, type Service } from '../../content/models/services'

export interface ServicesGridProps {
  /** Section heading. */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** Services to show, in order (from `content/services.ts`). The last card stretches over its row's empty cells. */
  services: Service[]
  /**
   * Cards per row on wide screens (default 3): 2, 3 or 4. Phones show a compact list (a row per service: icon,
   * name, one line of description), tablets two cards; four sit side by side only from 1280 px (three from 1024 px),
   * so service names keep whole words.
   */
  columns?: 2 | 3 | 4
  /** The surface (default `light`). */
  tone?: Tone
}

export const servicesGridSchema: JSONSchemaType<ServicesGridProps> = {
  type: 'object',
  properties: {
    ...headingFields(),
    services: { type: 'array', items: serviceSchema, minItems: 1 },
    columns: { type: 'integer', enum: [2, 3, 4], nullable: true, default: 3 },
    tone: { ...toneSchema, nullable: true, default: 'light' },
  },
  required: ['title', 'services'],
  additionalProperties: false,
}
