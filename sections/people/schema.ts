import type { JSONSchemaType } from 'ajv'
import { copySchema, toneSchema, type Copy, type Tone } from '../../src/engine'
import { personSchema, type Person } from '../../content/models/people'

export interface PeopleProps {
  /** Section heading, e.g. "Nossos fundadores" or "Nosso time". */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The people, in order (e.g. `founders` from `content/founders.ts`); two per row on tablets, up to three on wide screens. */
  people: Person[]
  /** Background (default `white`). */
  tone?: Tone
}

export const peopleSchema: JSONSchemaType<PeopleProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    subtitle: { ...copySchema, nullable: true },
    people: { type: 'array', items: personSchema, minItems: 1 },
    tone: { ...toneSchema, nullable: true },
  },
  required: ['title', 'people'],
  additionalProperties: false,
}
