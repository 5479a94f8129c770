import { isDescriptor } from '../../src/config/copyDescriptor'
import { walkSchema } from '../../src/config/schemaWalk'

/** A copy descriptor found inside a value, with the path that leads to it (`items[2].title`). */
export interface FoundCopy {
  id: string
  path: string
  /** The `maxLength` the JSON schema sets on that field, if any. */
  maxLength?: number
}

/**
 * Every copy descriptor inside `value` (block props, page meta, a copy module), each with its property path and
 * the `maxLength` its JSON schema sets (on the field, or on the descriptor's `message`), read by the walk the
 * content checks and the gallery share (`walkSchema`): the matching `anyOf`/`oneOf` branch, `allOf` members,
 * `additionalProperties`… Without a schema, or where it says nothing, descriptors are found by their shape alone.
 * Shared objects are walked once per path; cycles are cut.
 */
export function walkCopy(value: unknown, schema?: object): FoundCopy[] {
  const found: FoundCopy[] = []
  walkSchema(schema, value, ({ value: node, path, schemas }) => {
    if (!isDescriptor(node)) return
    const maxLength = schemas.map(maxLengthOf).find((limit) => limit !== undefined)
    found.push({ id: node.id, path, ...(maxLength === undefined ? {} : { maxLength }) })
    return false
  })
  return found
}

function maxLengthOf(schema: object): number | undefined {
  const { maxLength, properties } = schema as {
    maxLength?: unknown
    properties?: Record<string, { maxLength?: unknown }>
  }
  const limit = maxLength ?? properties?.message?.maxLength
  return typeof limit === 'number' ? limit : undefined
}
