import type { JSONSchemaType } from 'ajv'
import {
  actionSchema,
  COPY_LIMITS,
  copyOf,
  copySchema,
  headingFields,
  toneSchema,
  type Action,
  type Copy,
  type Tone,
} from '../../src/engine'

export interface OfferProps {
  /** Small line above the heading, e.g. "Oferta de lançamento". */
  eyebrow?: Copy
  /** Section heading. */
  title: Copy
  /** One or two sentences under the heading. */
  subtitle?: Copy
  /** The former setup price in reais (`10000`), shown struck through before the setup price; leave out for none. */
  oldPrice?: number
  /** One-time setup price in reais (`2500`). */
  setupPrice: number
  /** Monthly plan price in reais (`699`). */
  monthlyPrice: number
  /** What the offer includes, one line each ("Taxa zero sobre as vendas"). */
  features: Copy[]
  /** The button under the prices, usually to the lead form (`#ecommerce-form`). */
  action: Action
  /** The surface (default `muted`: warm sand, the price card white on it). */
  tone?: Tone
}

const price = { type: 'number', minimum: 0 } as const

export const offerSchema: JSONSchemaType<OfferProps> = {
  type: 'object',
  properties: {
    eyebrow: { ...copyOf({ max: COPY_LIMITS.eyebrow }), nullable: true },
    ...headingFields(),
    oldPrice: { ...price, nullable: true },
    setupPrice: price,
    monthlyPrice: price,
    features: { type: 'array', items: copySchema, minItems: 1 },
    action: actionSchema,
    tone: { ...toneSchema, nullable: true, default: 'muted' },
  },
  required: ['title', 'setupPrice', 'monthlyPrice', 'features', 'action'],
  additionalProperties: false,
}
