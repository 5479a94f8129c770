import { describe, expect, it } from 'vitest'
import { findMarks, markMessage, unmarked } from './markers'

describe('in-context markers', () => {
  it('name the id and state of each message in a text, nested ones too, and read as the plain text', () => {
    const inner = markMessage('b+/9Zz', 'missing', 'R$ 10.000')
    const text = `Oi ${markMessage('aB3xY_', 'translated', `Was ${inner}, now`)} e ${markMessage('c', 'fuzzy', '')}`
    expect(unmarked(text)).toBe('Oi Was R$ 10.000, now e ')
    expect(findMarks(text).map((mark) => [mark.id, mark.state, unmarked(text.slice(mark.start, mark.end))])).toEqual([
      ['aB3xY_', 'translated', 'Was R$ 10.000, now'],
      ['b+/9Zz', 'missing', 'R$ 10.000'],
      ['c', 'fuzzy', ''],
    ])
  })

  it('ignore stray marker characters (a zero-width space in the copy)', () => {
    expect(findMarks('a\u200bb \u2062 \u2064x')).toEqual([])
  })
})
