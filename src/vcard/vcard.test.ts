import { describe, expect, it } from 'vitest'
import { buildVCard, escapeText, foldLine } from './vcard'

/** Undoes folding and splits into logical lines, the way a vCard reader does. */
function unfold(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n').slice(0, -1)
}

describe('escapeText (RFC 6350 §3.4)', () => {
  it('escapes backslash, comma, semicolon and every kind of line break', () => {
    expect(escapeText('a\\b')).toBe('a\\\\b')
    expect(escapeText('a,b')).toBe('a\\,b')
    expect(escapeText('a;b')).toBe('a\\;b')
    expect(escapeText('a\nb\r\nc\rd')).toBe('a\\nb\\nc\\nd')
  })

  it('escapes the backslash first, so escapes are not escaped twice', () => {
    expect(escapeText('\\,')).toBe('\\\\\\,')
  })

  it('leaves other characters, accents included, alone', () => {
    expect(escapeText('São Paulo: 10º andar!')).toBe('São Paulo: 10º andar!')
  })
})

describe('buildVCard', () => {
  const card = buildVCard({
    fullName: 'Ana Souza',
    givenName: 'Ana',
    familyName: 'Souza',
    organization: 'Acme; Filial',
    title: 'CEO, fundadora',
    phone: '+55 (11) 98765-4321',
    email: 'ana@acme.example',
    urls: ['https://acme.example/a,b;c'],
    address: {
      street: 'Av. Paulista, 1000',
      locality: 'São Paulo',
      region: 'SP',
      postalCode: '01310-100',
      country: 'Brasil',
    },
    note: 'linha 1\nlinha 2 \\ fim',
  })

  it('has the required BEGIN, VERSION 4.0, FN and END, in order', () => {
    const lines = unfold(card)
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:4.0'])
    expect(lines).toContain('FN:Ana Souza')
    expect(lines.at(-1)).toBe('END:VCARD')
  })

  it('ends every line with CRLF and has no bare LF or CR', () => {
    expect(card.endsWith('END:VCARD\r\n')).toBe(true)
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('escapes text values and keeps structure separators', () => {
    const lines = unfold(card)
    expect(lines).toContain('N:Souza;Ana;;;')
    expect(lines).toContain('ORG:Acme\\; Filial')
    expect(lines).toContain('TITLE:CEO\\, fundadora')
    expect(lines).toContain('ADR;TYPE=work:;;Av. Paulista\\, 1000;São Paulo;SP;01310-100;Brasil')
    expect(lines).toContain('NOTE:linha 1\\nlinha 2 \\\\ fim')
  })

  it('writes the phone as a tel: URI and URIs unescaped', () => {
    const lines = unfold(card)
    expect(lines).toContain('TEL;TYPE=cell;VALUE=uri:tel:+5511987654321')
    expect(lines).toContain('EMAIL;TYPE=work:ana@acme.example')
    expect(lines).toContain('URL:https://acme.example/a,b;c')
  })

  it('leaves out what the contact does not have', () => {
    expect(buildVCard({ fullName: 'Só Nome' })).toBe(
      'BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:individual\r\nFN:Só Nome\r\nEND:VCARD\r\n',
    )
  })

  it('refuses a contact without a name and a URI with a line break', () => {
    expect(() => buildVCard({ fullName: '  ' })).toThrow(/FN/)
    expect(() => buildVCard({ fullName: 'A', urls: ['https://x.example/\nEND:VCARD'] })).toThrow(/line break/)
  })
})

describe('foldLine (RFC 6350 §3.2)', () => {
  const octets = (line: string) => new TextEncoder().encode(line).length

  it('keeps lines of up to 75 octets as they are', () => {
    const line = `NOTE:${'a'.repeat(70)}`
    expect(foldLine(line)).toBe(line)
  })

  it('folds longer lines into pieces of at most 75 octets, continuation lines starting with a space', () => {
    const line = `NOTE:${'a'.repeat(200)}`
    const pieces = foldLine(line).split('\r\n')
    expect(pieces.length).toBe(3)
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75)
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true)
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line)
  })

  it('never splits a multi-byte character', () => {
    const line = `NOTE:${'ção'.repeat(40)}`
    const folded = foldLine(line)
    expect(folded).not.toContain('\uFFFD')
    for (const piece of folded.split('\r\n')) expect(octets(piece)).toBeLessThanOrEqual(75)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })
})
