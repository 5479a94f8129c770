import type { JSONSchemaType } from 'ajv'
import { copySchema, pictureSchema, type Copy, type Picture } from '../../src/config/common'

/** Someone shown on the site: a founder, a team member. */
export interface Person {
  /** Full name, shown as written (names are not translated). */
  name: string
  /** Job title, e.g. "CEO e cofundador". */
  role: Copy
  /** A short biography, two or three sentences. */
  bio: Copy
  /** Portrait under `public/people/`; `decorative: true` when the name is printed beside it. */
  photo: Picture
}

export const personSchema: JSONSchemaType<Person> = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1 },
    role: copySchema,
    bio: copySchema,
    photo: pictureSchema,
  },
  required: ['name', 'role', 'bio', 'photo'],
  additionalProperties: false,
}
