import type { JSONSchemaType } from 'ajv'
import { headingFields, toneSchema, type Copy, type Tone } from '../../src/engine'
import { serviceSchema, type Service } from '../../content/models/services'

export interface ServicesCarouselProps {
  /** Section heading; also names the carousel for screen readers. */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** Services to show, one card each, in order (from `content/services.ts`); 4 per view on wide screens, 2 on tablets, 1 on phones. */
  services: Service[]
  /** The surface (default `light`). */
  tone?: Tone
}

export const servicesCarouselSchema: JSONSchemaType<ServicesCarouselProps> = {
  type: 'object',
  properties: {
    ...headingFields(),
    services: { type: 'array', items: serviceSchema, minItems: 1 },
    tone: { ...toneSchema, nullable: true, default: 'light' },
  },
  required: ['title', 'services'],
  additionalProperties: false,
}
