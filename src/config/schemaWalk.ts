import { Ajv, type ValidateFunction } from 'ajv'

/** One value met by `walkSchema`, with the schema nodes that describe it. */
export interface SchemaNode {
  value: unknown
  /** Where the value is inside the walked one: `''` for itself, then `cards[0].icon`, `labels.open`. */
  path: string
  /**
   * Every schema node that applies to the value, outermost first: the field's own schema, then its `allOf`
   * members, the `anyOf`/`oneOf` branch the value matches and the `then`/`else` its `if` picks, each expanded the
   * same way. Empty where no schema describes the value: none was given, or the schema says nothing of that key.
   */
  schemas: readonly object[]
}

/** What a visitor answers: `false` to leave the value's insides unwalked, anything else to walk on. */
export type SchemaVisitor = (node: SchemaNode) => boolean | void

/**
 * The one walk over a value and its JSON schema behind the content checks (`markedValues`), the translators'
 * copy (`scripts/i18n/walkCopy.ts`) and the gallery's fixture copy (`galleryContent`), so all three see the same
 * fields. Visits `value` and, depth first, every array item and every property of a plain object inside it (in
 * the value's own key order), with the schema nodes that describe each (`SchemaNode.schemas`): a value the
 * schema does not describe is walked too, with none, so copy found by its shape (`isDescriptor`) is found
 * anywhere. `undefined` and `null` hold nothing and are not visited; an object met again inside itself is not
 * walked again (a cycle), while one shared by two paths is walked on each.
 *
 * The schema is followed as ajv reads it (draft-07, as `validatePages` checks it): `properties`, then
 * `patternProperties` (every pattern the key matches) and, for other keys, an `additionalProperties` schema;
 * `items`, a single schema or a tuple (`items: [..]`, then `additionalItems`); every `allOf` member; for `anyOf`
 * and `oneOf`, the first branch that validates the value, which is the branch ajv's `anyOf` stops at and the
 * only one a valid `oneOf` value matches (no branch when the value is invalid: `validatePages` reports it);
 * `if`, then `then` or `else`. `$ref` is refused with an error, not skipped: the site's schemas are composed of
 * shared constants (`copySchema`), and a reference the walk could not follow would hide its fields from every
 * check. `not`, `contains`, `dependencies` and `propertyNames` constrain a value without describing its fields,
 * and are not followed.
 */
export function walkSchema(schema: object | undefined, value: unknown, visit: SchemaVisitor): void {
  walk(schema ? [schema] : [], value, '', new Set(), (node) => (visit(node) === false ? LEAVE : undefined))
}

/**
 * A copy of `value` with some of its values replaced, found by the same walk as `walkSchema`: `replace` answers
 * `{ with: newValue }` for a value to replace (its insides are not walked), or nothing to keep it and walk on.
 * Only the arrays and objects holding a replaced value are copied; everything else is shared with `value`.
 */
export function replaceBySchema(
  schema: object | undefined,
  value: unknown,
  replace: (node: SchemaNode) => { with: unknown } | undefined,
): unknown {
  return walk(schema ? [schema] : [], value, '', new Set(), replace)
}

type Schema = Record<string, unknown>
/** A visitor's answer inside the walk: leave the value as it is, replace it, or walk on (`undefined`). */
type Step = typeof LEAVE | { with: unknown } | undefined
const LEAVE = Symbol('leave')

function walk(
  describedBy: object[],
  value: unknown,
  path: string,
  ancestors: Set<object>,
  visit: (node: SchemaNode) => Step,
): unknown {
  if (value === undefined || value === null) return value
  const schemas = describedBy.flatMap((schema) => describing(schema, value))
  const step = visit({ value, path, schemas })
  if (step === LEAVE) return value
  if (step) return step.with
  if (!isWalkable(value) || ancestors.has(value)) return value
  ancestors.add(value)
  // Copied on the first replaced value inside, so a walk that replaces nothing allocates nothing.
  let copy: object | undefined
  if (Array.isArray(value))
    value.forEach((item, index) => {
      const next = walk(itemSchemas(schemas, index), item, `${path}[${index}]`, ancestors, visit)
      if (next !== item) ((copy ??= [...value]) as unknown[])[index] = next
    })
  else
    for (const [key, item] of Object.entries(value)) {
      const next = walk(propertySchemas(schemas, key), item, path ? `${path}.${key}` : key, ancestors, visit)
      if (next !== item) ((copy ??= { ...value }) as Record<string, unknown>)[key] = next
    }
  ancestors.delete(value)
  return copy ?? value
}

/** Arrays and plain objects (JSON's containers) are walked into; class instances and functions are values. */
function isWalkable(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return true
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** The schema and every schema it applies to `value` through `allOf`, `anyOf`/`oneOf` and `if`. */
function describing(schema: object, value: unknown): object[] {
  const node = schema as Schema
  if ('$ref' in node)
    throw new Error(
      `walkSchema does not follow "$ref" (${String(node.$ref)}): write the schema out (shared constants such as ` +
        'copySchema), so the content checks, the translations and the gallery all see its fields',
    )
  const found: object[] = [node]
  for (const member of schemasIn(node.allOf)) found.push(...describing(member, value))
  for (const keyword of ['anyOf', 'oneOf']) {
    const branch = schemasIn(node[keyword]).find((candidate) => validates(candidate, value))
    if (branch) found.push(...describing(branch, value))
  }
  if (isSchema(node.if)) {
    const chosen = validates(node.if, value) ? node.then : node.else
    if (isSchema(chosen)) found.push(...describing(chosen, value))
  }
  return found
}

function propertySchemas(schemas: object[], key: string): object[] {
  return schemas.flatMap((schema) => {
    const { properties, patternProperties, additionalProperties } = schema as Schema
    const own = isSchema(properties) ? (properties as Schema)[key] : undefined
    const patterns = isSchema(patternProperties)
      ? Object.entries(patternProperties)
          .filter(([pattern]) => patternRegExp(pattern).test(key))
          .map(([, patternSchema]) => patternSchema)
      : []
    const matched = [own, ...patterns].filter(isSchema)
    if (own !== undefined || patterns.length > 0) return matched
    return isSchema(additionalProperties) ? [additionalProperties] : []
  })
}

const patterns = new Map<string, RegExp>()

/** A `patternProperties` key as ajv reads it (unicode), compiled once. */
function patternRegExp(pattern: string): RegExp {
  let compiled = patterns.get(pattern)
  if (!compiled) patterns.set(pattern, (compiled = new RegExp(pattern, 'u')))
  return compiled
}

function itemSchemas(schemas: object[], index: number): object[] {
  return schemas.flatMap((schema) => {
    const { items, additionalItems } = schema as Schema
    if (!Array.isArray(items)) return isSchema(items) ? [items] : []
    const positional: unknown = index < items.length ? items[index] : additionalItems
    return isSchema(positional) ? [positional] : []
  })
}

/** An object schema (`true`/`false` schemas describe no field). */
function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function schemasIn(list: unknown): Schema[] {
  return Array.isArray(list) ? list.filter(isSchema) : []
}

let ajv: Ajv | undefined
const validators = new WeakMap<object, ValidateFunction>()

/** Whether ajv, set up as `validatePages` sets it, accepts `value` against `schema`; compiled once per schema. */
function validates(schema: Schema, value: unknown): boolean {
  let validate = validators.get(schema)
  if (!validate) {
    ajv ??= new Ajv({ strict: false })
    validators.set(schema, (validate = ajv.compile(schema)))
  }
  return validate(value)
}
