import { describe, expect, it } from 'vitest'
import type { StudioBlock, StudioField } from '../studioTypes'
import { isSettable } from './isSettable'

const field = (name: string, values: string[], input: StudioField['input'] | null = 'copy'): StudioField => ({
  name,
  type: 'Copy',
  required: false,
  doc: '',
  allowed: [],
  values,
  ...(input ? { input } : {}),
})
const block = (editable: StudioBlock['editable']): StudioBlock => ({
  index: 0,
  type: 'stats',
  summary: '',
  choices: [],
  fields: [],
  editable,
})

describe('isSettable', () => {
  // `{ ...companyFacts, tone: 'light', title: policy.title }`: only tone is written as a value.
  const stats = block({ block: true, props: true, literalFields: ['tone'] })

  it('edits a field the file writes as a value, and one it leaves out', () => {
    expect(isSettable(stats, field('tone', ['light'], 'string'))).toBe(true)
    expect(isSettable(stats, field('subtitle', []))).toBe(true)
  })

  it('leaves a value from code or a spread, and a field of no kind the panel writes, to its file', () => {
    expect(isSettable(stats, field('title', ['Números']))).toBe(false)
    expect(isSettable(stats, field('items', [], null))).toBe(false)
    expect(isSettable(block({ block: true, props: false, literalFields: [] }), field('subtitle', []))).toBe(false)
  })
})
