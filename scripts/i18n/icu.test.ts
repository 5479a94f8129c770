import { describe, expect, it } from 'vitest'
import { shapeMismatches } from './icu'

describe('shapeMismatches', () => {
  it('accepts a translation with the same placeholders, tags and choices', () => {
    expect(shapeMismatches('De <0>{price}</0> por', 'Was <0>{price}</0>, now')).toEqual([])
    expect(
      shapeMismatches(
        '{count, plural, one {# campo} other {# campos}}',
        '{count, plural, one {# field} many {# fields} other {# fields}}',
      ),
    ).toEqual([])
  })

  it('names a renamed placeholder', () => {
    expect(shapeMismatches('De <0>{price}</0> por', 'Was <0>{preco}</0>, now')).toEqual([
      'placeholders: expected {price}, found {preco} (missing {price}; unexpected {preco})',
    ])
  })

  it('counts placeholders and tags', () => {
    expect(shapeMismatches('{a} e {a}', '{a}')).toEqual(['placeholders: expected {a} {a}, found {a}'])
    expect(shapeMismatches('<0>Leia</0> mais', 'Read more')).toEqual([
      'tags: expected </0> <0>, found none (missing </0> <0>; unexpected none)',
    ])
  })

  it('checks the plural/select structure and the ICU syntax', () => {
    expect(shapeMismatches('{n, plural, one {#} other {#}}', '{n, plural, one {#}}')).toEqual([
      'plural/select structure: expected none, found n:plural without "other" (missing none; unexpected n:plural without "other")',
    ])
    expect(shapeMismatches('{g, select, a {A} other {O}}', '{g, select, b {B} other {O}}')[0]).toContain(
      'g:select{a,other}',
    )
    expect(shapeMismatches('{n, plural, one {#} other {#}}', '{n, number}')[0]).toContain('placeholders')
    expect(shapeMismatches('Olá {name}', 'Hello {name')[0]).toMatch(/^ICU syntax error/)
  })
})
