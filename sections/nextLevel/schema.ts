import type { JSONSchemaType } from 'ajv'
import {
  actionSchema,
  copySchema,
  headingFields,
  toneSchema,
  type Action,
  type Copy,
  type Tone,
} from '../../src/engine'

export interface NextLevelProps {
  /** The call to action's heading. */
  title: Copy
  /** Optional supporting sentence. */
  text?: Copy
  /** One or two buttons: the first filled, the second outlined. */
  actions: Action[]
  /**
   * The band's look (default `brand`: the brand colour, so it stands apart from the ink footer under it). `inverse`
   * (ink) for a band in the middle of a page, away from the footer; `light` for a quiet close on a white page.
   */
  tone?: Tone
}

export const nextLevelSchema: JSONSchemaType<NextLevelProps> = {
  type: 'object',
  properties: {
    ...headingFields({ subtitle: false }),
    text: { ...copySchema, nullable: true },
    actions: { type: 'array', items: actionSchema, minItems: 1, maxItems: 2 },
    tone: { ...toneSchema, nullable: true, default: 'brand' },
  },
  required: ['title', 'actions'],
  additionalProperties: false,
}
