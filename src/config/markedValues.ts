import { copyLimitIn } from './common'
import { contentKindOf, type ContentKind } from './contentKinds'
import { walkSchema } from './schemaWalk'

/** A value found under a schema field marked with a content kind, and where it is (`cards[0].icon`). */
export interface MarkedValue {
  kind: ContentKind
  value: unknown
  field: string
  /** The most characters a copy field allows (`copyOf({ max })`), if it has a limit. */
  maxLength?: number
}

/**
 * Every value of `data` whose schema field carries a content kind (see `withContentKind`), walking the schema as
 * `walkSchema` does (`properties`, `items`, `additionalProperties`, `allOf`, the matching `anyOf`/`oneOf`
 * branch…), each copy with its field's limit; a marked object is walked on, so a picture's `alt` copy is found too. `skip` leaves out an object
 * checked elsewhere (a collection entry shown on a page is checked once, as an entry).
 */
export function markedValues(
  schema: object,
  data: unknown,
  skip: (value: object) => boolean = () => false,
): MarkedValue[] {
  const found: MarkedValue[] = []
  walkSchema(schema, data, ({ value, path, schemas }) => {
    if (typeof value === 'object' && skip(value as object)) return false
    const kind = schemas.map(contentKindOf).find((marked) => marked !== undefined)
    if (!kind) return
    const maxLength = kind === 'copy' ? copyLimitIn(schemas) : undefined
    found.push({ kind, value, field: path, ...(maxLength === undefined ? {} : { maxLength }) })
  })
  return found
}
