import type { JSONSchemaType } from 'ajv'
import { copySchema, imageSchema, toneSchema, type Copy, type ImageSlot, type Tone } from '../../src/engine'
import { personSchema, type Person } from '../../content/models/people'

/** A portrait at the top of each card: a 128 px circle. */
export const personPhotoSlot: ImageSlot = { name: 'people.photo', sizes: '128px', aspect: 1 }

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
    people: {
      type: 'array',
      items: { ...personSchema, properties: { ...personSchema.properties, photo: imageSchema(personPhotoSlot) } },
      minItems: 1,
    },
    tone: { ...toneSchema, nullable: true },
  },
  required: ['title', 'people'],
  additionalProperties: false,
}
