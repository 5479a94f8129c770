import { describe, expect, it } from 'vitest'
import { terminalSafe, terminalSafeJson } from './terminalText'

const hostile = 'Ana\u001b]0;x\u0007\u001b[2J\r\u0085\u009b1m\u007f\u202eevil\u2066\u2069\u200e\u200f\u061c\u2028\u2029'
/** Every character that acts on a terminal, but the line feed (JSON is printed one field a line). */
// eslint-disable-next-line no-control-regex -- the characters the output must not hold
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/

describe('terminalSafe', () => {
  it('shows C0, C1, DEL, every bidirectional control and the line and paragraph separators as visible escapes (regression: U+200E/F, U+061C, U+2028/9 kept)', () => {
    expect(terminalSafe(hostile)).toBe(
      'Ana\\u{1b}]0;x\\u{7}\\u{1b}[2J\\u{d}\\u{85}\\u{9b}1m\\u{7f}\\u{202e}evil\\u{2066}\\u{2069}\\u{200e}\\u{200f}\\u{61c}\\u{2028}\\u{2029}',
    )
    expect(terminalSafe('Ação 漢字 👩🏽‍💻 ana@acme.example')).toBe('Ação 漢字 👩🏽‍💻 ana@acme.example')
  })
})

describe('terminalSafeJson', () => {
  it('prints JSON with no raw control character that parses back to the same text (regression: --export)', () => {
    const json = terminalSafeJson([{ name: hostile }])
    expect(json).not.toMatch(RAW_CONTROL)
    expect(JSON.parse(json)).toEqual([{ name: hostile }])
  })
})
