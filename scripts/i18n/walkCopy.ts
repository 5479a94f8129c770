/** A copy descriptor found inside a value, with the path that leads to it (`items[2].title`). */
export interface FoundCopy {
  id: string
  path: string
  /** The `maxLength` the JSON schema sets on that field, if any. */
  maxLength?: number
}

type Schema = Record<string, unknown>
const DESCRIPTOR_KEYS = new Set(['id', 'message', 'comment', 'context', 'values'])

/** A Lingui message descriptor (`msg` macro output): an object with a string `id` and only descriptor keys. */
export function isDescriptor(value: unknown): value is { id: string; message?: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return typeof (value as { id?: unknown }).id === 'string' && keys.every((key) => DESCRIPTOR_KEYS.has(key))
}

/**
 * Every copy descriptor inside `value` (block props, page meta, a copy module), each with its property path and
 * the `maxLength` its JSON schema sets (on the field, or on the descriptor's `message`). Shared objects are
 * walked once per path; cycles are cut.
 */
export function walkCopy(value: unknown, schema?: Schema, path = '', seen = new Set<object>()): FoundCopy[] {
  if (isDescriptor(value)) {
    const maxLength = maxLengthOf(schema)
    return [{ id: value.id, path, ...(maxLength === undefined ? {} : { maxLength }) }]
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return []
  seen.add(value)
  const found = Array.isArray(value)
    ? value.flatMap((item, index) => walkCopy(item, childSchema(schema, null), `${path}[${index}]`, seen))
    : Object.entries(value).flatMap(([key, child]) =>
        walkCopy(child, childSchema(schema, key), path ? `${path}.${key}` : key, seen),
      )
  seen.delete(value)
  return found
}

function maxLengthOf(schema: Schema | undefined): number | undefined {
  const own = schema?.maxLength
  const message = (schema?.properties as Record<string, Schema> | undefined)?.message?.maxLength
  const limit = own ?? message
  return typeof limit === 'number' ? limit : undefined
}

/** The sub-schema of an object property (`key`) or of an array item (`null`), looking into `oneOf`/`anyOf`. */
function childSchema(schema: Schema | undefined, key: string | null): Schema | undefined {
  if (!schema) return undefined
  if (key === null && typeof schema.items === 'object') return schema.items as Schema
  if (key !== null) {
    const property = (schema.properties as Record<string, Schema> | undefined)?.[key]
    if (property) return property
    if (typeof schema.additionalProperties === 'object') return schema.additionalProperties as Schema
  }
  for (const branch of [...((schema.oneOf as Schema[]) ?? []), ...((schema.anyOf as Schema[]) ?? [])]) {
    const child = childSchema(branch, key)
    if (child) return child
  }
  return undefined
}
