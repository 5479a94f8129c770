import type { JSONSchemaType } from 'ajv'
import { headingFields, imageSchema, toneSchema, type Copy, type ImageSlot, type Tone } from '../../src/engine'
import { personSchema, type Person } from '../../content/models/people'

/** A portrait at the top of each card: a 96 px circle, so sources of 192 px or more. */
export const personPhotoSlot: ImageSlot = { name: 'people.photo', sizes: '96px', aspect: 1 }

/** Cards per row on wide screens. */
export type PeopleColumns = 2 | 3 | 4

export const PEOPLE_DEFAULT_COLUMNS: PeopleColumns = 3
export const PEOPLE_DEFAULT_TONE: Tone = 'light'

export interface PeopleProps {
  /** Section heading, e.g. "Nossos fundadores" or "Nosso time". */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The people, in order (e.g. `founders` from `content/founders.ts`). */
  people: Person[]
  /**
   * Cards per row on wide screens: `2`, `3` (default, from 1024 px) or `4` (from 1280 px); never more than there are
   * people, so two founders share a row. Phones show one card per row and tablets two, whatever it is.
   */
  columns?: PeopleColumns
  /** The surface the section is painted on: `light` (default, white), `muted` (warm sand), `inverse` or `brand`. */
  tone?: Tone
}

export const peopleSchema: JSONSchemaType<PeopleProps> = {
  type: 'object',
  properties: {
    ...headingFields(),
    people: {
      type: 'array',
      items: { ...personSchema, properties: { ...personSchema.properties, photo: imageSchema(personPhotoSlot) } },
      minItems: 1,
    },
    columns: { type: 'integer', enum: [2, 3, 4], nullable: true, default: PEOPLE_DEFAULT_COLUMNS },
    tone: { ...toneSchema, nullable: true, default: PEOPLE_DEFAULT_TONE },
  },
  required: ['title', 'people'],
  additionalProperties: false,
}
