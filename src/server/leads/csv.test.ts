import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'
import { headerSafe } from './mailText'

describe('toCsv', () => {
  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    const csv = toCsv(
      [
        { name: 'Ana, "a Rainha"', message: 'linha 1\nlinha 2' },
        { name: '=HYPERLINK("http://evil")', phone: '+55 11 9' },
      ],
      ['name', 'message', 'phone'],
    )
    expect(csv).toBe(
      'name,message,phone\r\n"Ana, ""a Rainha""","linha 1\nlinha 2",\r\n"\'=HYPERLINK(""http://evil"")",,\'+55 11 9\r\n',
    )
  })
})

describe('toCsv in a spreadsheet that splits on semicolons (pt-BR)', () => {
  it('quotes a cell with a semicolon, so its formula half cannot become a cell (regression)', () => {
    expect(toCsv([{ name: 'Ana;=1+1' }], ['name'])).toBe('name\r\n"Ana;=1+1"\r\n')
  })
})

describe('toCsv with hostile cells', () => {
  const one = (value: string) => toCsv([{ value }], ['value']).slice('value\r\n'.length, -2)

  it('defuses a formula behind leading spaces (incl. NBSP and other Unicode spaces) or in fullwidth (regression)', () => {
    for (const start of ['=', '+', '-', '@', '\uff1d', '\uff0b', '\uff0d', '\uff20'])
      for (const space of ['', ' ', '  ', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u200b'])
        expect(one(`${space}${start}1+1`), JSON.stringify(space + start)).toMatch(/^"?'/)
    expect(one('\t=1')).toBe("'\\u{9}=1")
    expect(one('\r=1')).toMatch(/^"?'/)
    expect(one('Ana = 1')).toBe('Ana = 1')
    expect(one('ana@acme.example')).toBe('ana@acme.example')
  })

  it('shows control and bidirectional characters and U+2028/9 as visible escapes, keeping line feeds (regression)', () => {
    const csv = one('Ana\u001b[2J\u009b31m\u007f\u202eevil\u2066\u200f\u061c\r\nline 2\u2028line 3\u2029')
    expect(csv).toBe(
      '"Ana\\u{1b}[2J\\u{9b}31m\\u{7f}\\u{202e}evil\\u{2066}\\u{200f}\\u{61c}\nline 2\\u{2028}line 3\\u{2029}"',
    )
  })
})

describe('headerSafe', () => {
  it('strips CR, LF and other control characters', () => {
    expect(headerSafe('Ana\r\nBcc: x@y.z\u0000')).toBe('Ana Bcc: x@y.z')
  })
  it('strips the bidirectional overrides a Reply-To could hide behind (regression: U+202E kept)', () => {
    expect(headerSafe('ana\u202e@evil.example\u2066')).toBe('ana@evil.example')
  })
})
