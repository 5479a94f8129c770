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

describe('headerSafe', () => {
  it('strips CR, LF and other control characters', () => {
    expect(headerSafe('Ana\r\nBcc: x@y.z\u0000')).toBe('Ana Bcc: x@y.z')
  })
  it('strips the bidirectional overrides a Reply-To could hide behind (regression: U+202E kept)', () => {
    expect(headerSafe('ana\u202e@evil.example\u2066')).toBe('ana@evil.example')
  })
})
