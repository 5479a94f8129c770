import { describe, expect, it } from 'vitest'
import type { StudioField } from '../studioTypes'
import { fieldProblem } from './fieldProblem'

const field = (more: Partial<StudioField>): StudioField => ({
  name: 'title',
  type: 'Copy',
  required: true,
  doc: '',
  allowed: [],
  values: [],
  input: 'copy',
  ...more,
})

describe('fieldProblem', () => {
  it('holds copy to its limit as the marketer types', () => {
    expect(fieldProblem(field({ maxLength: 5 }), 'Hello')).toBeUndefined()
    expect(fieldProblem(field({ maxLength: 5 }), 'Hello!')).toBe(
      "6 characters, over this field's limit of 5: shorten it to 5 or fewer.",
    )
  })

  it('refuses an empty required field, lets an optional one be left out', () => {
    expect(fieldProblem(field({}), '  ')).toBe('Required: this field cannot be left empty.')
    expect(fieldProblem(field({ required: false }), '')).toBeUndefined()
  })

  it('holds a choice to its allowed values and a number to numbers', () => {
    const tone = field({ input: 'string', allowed: ['light', 'inverse'] })
    expect(fieldProblem(tone, 'inverse')).toBeUndefined()
    expect(fieldProblem(tone, 'purple')).toBe('Must be one of: light, inverse.')
    expect(fieldProblem(field({ input: 'number' }), '12a')).toBe('Must be a number.')
  })
})
