import type { StudioField } from '../studioTypes'

/**
 * What is wrong with `draft` as the value of `field`, as the panel says it while the marketer types (the limits of
 * the field's schema: required, the most characters, the allowed values), or undefined when it may be saved. The
 * dev server checks the whole config again before it writes.
 */
export function fieldProblem(field: StudioField, draft: string): string | undefined {
  if (draft.trim() === '') return field.required ? 'Required: this field cannot be left empty.' : undefined
  if (field.maxLength !== undefined && draft.length > field.maxLength)
    return `${draft.length} characters, over this field's limit of ${field.maxLength}: shorten it to ${field.maxLength} or fewer.`
  if (field.allowed.length > 0 && !field.allowed.includes(draft)) return `Must be one of: ${field.allowed.join(', ')}.`
  if (field.input === 'number' && !Number.isFinite(Number(draft))) return 'Must be a number.'
  return undefined
}
