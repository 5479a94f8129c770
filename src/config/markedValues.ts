import { contentKindOf, type ContentKind } from './contentKinds'

/** A value found under a schema field marked with a content kind, and where it is (`cards[0].icon`). */
export interface MarkedValue {
  kind: ContentKind
  value: unknown
  field: string
}

interface WalkedSchema {
  properties?: Record<string, object>
  items?: object
}

/**
 * Every value of `data` whose schema field carries a content kind (see `withContentKind`), following the schema's
 * `properties` and `items`; a marked object is walked on, so a picture's `alt` copy is found too. `skip` leaves
 * out an object checked elsewhere (a collection entry shown on a page is checked once, as an entry).
 */
export function markedValues(
  schema: object,
  data: unknown,
  skip: (value: object) => boolean = () => false,
  field = '',
): MarkedValue[] {
  if (data === undefined || data === null || (typeof data === 'object' && skip(data))) return []
  const kind = contentKindOf(schema)
  const found: MarkedValue[] = kind ? [{ kind, value: data, field }] : []
  const { properties, items } = schema as WalkedSchema
  if (properties && typeof data === 'object' && !Array.isArray(data))
    for (const [key, propertySchema] of Object.entries(properties))
      found.push(
        ...markedValues(propertySchema, (data as Record<string, unknown>)[key], skip, field ? `${field}.${key}` : key),
      )
  if (items && Array.isArray(data))
    data.forEach((item, index) => found.push(...markedValues(items, item, skip, `${field}[${index}]`)))
  return found
}
