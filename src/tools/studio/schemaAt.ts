/**
 * The schema nodes that can describe the field at `name` (a field name of the guide: `title`, `items[].icon`,
 * `meta.description`): followed through `properties` and `items`, and into every `allOf`, `anyOf`, `oneOf`,
 * `then` and `else` on the way, since a field may be declared in any branch (`featureGrid`'s image per column count).
 */
export function schemasAt(schema: object, name: string): object[] {
  const steps = name.split(/\.|(?=\[\])/).flatMap((step) => (step.startsWith('[]') ? ['[]', step.slice(2)] : [step]))
  return steps
    .filter((step) => step !== '')
    .reduce<object[]>(
      (nodes, step) =>
        nodes.flatMap(branches).flatMap((node) => {
          const next = step === '[]' ? node.items : isObject(node.properties) ? node.properties[step] : undefined
          return isObject(next) ? [next] : []
        }),
      [schema],
    )
    .flatMap(branches)
}

type Schema = Record<string, unknown>

/** A schema node and every branch inside it that may hold more of the same value's description. */
function branches(node: object): Schema[] {
  const schema = node as Schema
  const nested = ['allOf', 'anyOf', 'oneOf']
    .flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : []))
    .concat(schema.then, schema.else)
    .filter(isObject)
  return [schema, ...nested.flatMap(branches)]
}

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null
