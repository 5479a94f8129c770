import { describe, expect, it } from 'vitest'
import { createPageCatalogs } from './pageCatalogs'

describe('createPageCatalogs', () => {
  it("grows each locale's instance with the pages' messages, never changing one it has", () => {
    const catalogs = createPageCatalogs()
    catalogs.add('pt-br', { a: 'Olá' })
    const i18n = catalogs.get('pt-br')
    let changes = 0
    i18n.on('change', () => (changes += 1))
    catalogs.add('pt-br', { a: 'Outro', b: 'Tchau' })
    catalogs.add('pt-br', { b: 'Tchau' })
    expect([i18n._('a'), i18n._('b'), changes]).toEqual(['Olá', 'Tchau', 1])
    expect(catalogs.get('pt-br')).toBe(i18n)
  })

  it('refuses a locale no page brought yet', () => {
    expect(() => createPageCatalogs().get('en-us')).toThrow(/before a page of it brought its messages/)
  })
})
