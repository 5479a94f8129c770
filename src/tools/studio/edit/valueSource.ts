import { isDescriptor } from '../../../config/copyDescriptor'
import type { EditValue } from './editTypes'

/**
 * The source text of a value the studio writes into a page file: copy as msg`…` (its text, not the id, which the
 * macro makes), strings single-quoted, lists and objects written out. A fixture's props (the gallery's data, copy as
 * `{ id, message }`) become a new block's props this way.
 */
export function valueSource(value: unknown): string {
  if (isDescriptor(value)) return copySource(value.message ?? '')
  if (typeof value === 'string') return quoted(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return `[${value.map(valueSource).join(', ')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, inner]) => inner !== undefined)
    return `{ ${entries.map(([key, inner]) => `${propertyKey(key)}: ${valueSource(inner)}`).join(', ')} }`
  }
  throw new Error(`the studio cannot write ${String(value)} into a page file`)
}

/** The source text of a value the panel sets (undefined for `unset`: the property is left out). */
export function editValueSource(value: EditValue): string | undefined {
  switch (value.kind) {
    case 'copy':
      return copySource(value.text)
    case 'string':
      return quoted(value.value)
    case 'number':
      if (!Number.isFinite(value.value)) throw new Error(`${value.value} is not a number a page file can hold`)
      return String(value.value)
    case 'boolean':
      return String(value.value)
    case 'unset':
      return undefined
  }
}

/** msg`text`, the text escaped so the template holds it as typed (a backtick, a backslash, `${`). */
export function copySource(text: string): string {
  const escaped = text.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${')
  return `msg\`${escaped}\``
}

function quoted(text: string): string {
  const escaped = text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n').replaceAll('\r', '\\r')
  return `'${escaped}'`
}

/** A property name as an object literal writes it: bare when it is an identifier, quoted otherwise. */
function propertyKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quoted(key)
}
