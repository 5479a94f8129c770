import { describe, expect, it } from 'vitest'
import { createPageCatalogs } from './pageCatalogs'

describe('createPageCatalogs', () => {
  it("grows each locale's instance with the pages' messages, never changing one it has", async () => {
    const catalogs = createPageCatalogs(() => Promise.reject(new Error('no fetch expected')))
    catalogs.add('pt-br', { a: 'Olá' })
    const i18n = await catalogs.load('pt-br')
    let changes = 0
    i18n.on('change', () => (changes += 1))
    catalogs.add('pt-br', { a: 'Outro', b: 'Tchau' })
    catalogs.add('pt-br', { b: 'Tchau' })
    expect([i18n._('a'), i18n._('b'), changes]).toEqual(['Olá', 'Tchau', 1])
    expect(catalogs.get('pt-br')).toBe(i18n)
  })

  it('fetches the chrome of a locale no page brought yet, once', async () => {
    const asked: string[] = []
    const catalogs = createPageCatalogs(async (locale) => (asked.push(locale), { menu: 'Menu' }))
    expect(() => catalogs.get('en-us')).toThrow(/before it was loaded/)
    const [first, second] = await Promise.all([catalogs.load('en-us'), catalogs.load('en-us')])
    expect(first).toBe(second)
    expect([first._('menu'), asked]).toEqual(['Menu', ['en-us']])
  })
})
