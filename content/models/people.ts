import type { JSONSchemaType } from 'ajv'
import { copySchema, type Copy, imageSchema, type Image } from '../../src/engine/content'

/** Someone shown on the site: a founder, a team member. */
export interface Person {
  /** Full name, shown as written (names are not translated). */
  name: string
  /** Job title, e.g. "CEO e cofundador". */
  role: Copy
  /** A short biography, two or three sentences. */
  bio: Copy
  /** Portrait (`people/<name>.jpg` in `content/media/`), square; `decorative: true` when the name is printed beside it. */
  photo: Image
}

export const personSchema: JSONSchemaType<Person> = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1 },
    role: copySchema,
    bio: copySchema,
    photo: imageSchema(),
  },
  required: ['name', 'role', 'bio', 'photo'],
  additionalProperties: false,
}
