import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'
import { headerSafe } from './mailText'

describe('toCsv', () => {
  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    const csv = toCsv([
      { name: 'Ana, "a Rainha"', message: 'linha 1\nlinha 2' },
      { name: '=HYPERLINK("http://evil")', phone: '+55 11 9' },
    ])
    expect(csv).toBe(
      'name,message,phone\r\n"Ana, ""a Rainha""","linha 1\nlinha 2",\r\n"\'=HYPERLINK(""http://evil"")",,\'+55 11 9\r\n',
    )
  })
})

describe('headerSafe', () => {
  it('strips CR, LF and other control characters', () => {
    expect(headerSafe('Ana\r\nBcc: x@y.z\u0000')).toBe('Ana Bcc: x@y.z')
  })
})
