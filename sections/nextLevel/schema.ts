import type { JSONSchemaType } from 'ajv'
import { actionSchema, copySchema, type Action, type Copy } from '../../src/engine'

export interface NextLevelProps {
  /** The call to action's heading. */
  title: Copy
  /** Optional supporting sentence. */
  text?: Copy
  /** One or two buttons. */
  actions: Action[]
}

export const nextLevelSchema: JSONSchemaType<NextLevelProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    text: { ...copySchema, nullable: true },
    actions: { type: 'array', items: actionSchema, minItems: 1, maxItems: 2 },
  },
  required: ['title', 'actions'],
  additionalProperties: false,
}
