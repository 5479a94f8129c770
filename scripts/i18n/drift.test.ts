import { describe, expect, it } from 'vitest'
import type { Catalog, CatalogEntry } from './catalogs'
import { catalogDrift, MAX_LISTED } from './drift'

const FILE = 'locales/en-us/messages.po'
const FIX = 'run npm run i18n:extract and commit it'
const entry = (message: string, translation: string, extra: Partial<CatalogEntry> = {}): CatalogEntry => ({
  message,
  translation,
  comments: ['Used in: home › hero.title'],
  origin: [['pages/home.ts', 1]],
  extra: { flags: [], translatorComments: [] },
  ...extra,
})
const fuzzy = { flags: ['fuzzy'], translatorComments: [] }
const drift = (committed: Catalog, fresh: Catalog) => catalogDrift('en-us', committed, fresh, FILE)

describe('catalogDrift: the content a catalog and its fresh extract differ in', () => {
  it('ignores comments, references, translator notes, the previous source, order and how flags are listed', () => {
    const fresh: Catalog = {
      a: entry('Olá', 'Hello', { extra: { flags: ['fuzzy', 'js-format'] }, previous: 'Oi' }),
      b: entry('Tchau', 'Bye', { context: 'menu' }),
      c: entry('Antigo', 'Old', { obsolete: true }),
    }
    const committed: Catalog = {
      c: entry('Antigo', 'Old', { obsolete: true, comments: [] }),
      b: entry('Tchau', 'Bye', { context: 'menu', comments: ['Used in: somewhere else'], origin: [] }),
      a: entry('Olá', 'Hello', {
        comments: [],
        extra: { flags: ['js-format', 'fuzzy'], translatorComments: ['checked'] },
      }),
    }
    expect(drift(committed, fresh)).toEqual([])
  })

  it('finds a message missing, one not marked obsolete, one marked obsolete still in the code, one extract drops', () => {
    const fresh: Catalog = {
      new: entry('Novo', ''),
      gone: entry('Removido', 'Removed', { obsolete: true }),
      back: entry('De volta', 'Back'),
    }
    const committed: Catalog = {
      gone: entry('Removido', 'Removed'),
      back: entry('De volta', 'Back', { obsolete: true }),
      dropped: entry('Cópia', 'Copy', { obsolete: true, extra: fuzzy }),
    }
    const kept: Catalog = { kept: entry('Guardado', 'Kept', { obsolete: true }) }
    expect(drift(committed, fresh)).toEqual([
      `en-us: "Novo" is in the code but not in ${FILE}: ${FIX}`,
      `en-us: "Removido" is no longer in the code but not marked obsolete (#~) in ${FILE}: ${FIX}`,
      `en-us: "De volta" is in the code again but marked obsolete (#~) in ${FILE}: ${FIX}`,
      `en-us: "Cópia" is obsolete (#~) in ${FILE} and extract drops it: ${FIX}`,
    ])
    expect(drift({}, kept)).toEqual([
      `en-us: "Guardado" is not in ${FILE}, where extract keeps it as obsolete (#~): ${FIX}`,
    ])
  })

  it('finds a translation or a fuzzy flag that extract writes otherwise, naming the context', () => {
    const fresh: Catalog = {
      a: entry('Olá', 'Hello there', { extra: fuzzy, previous: 'Oi' }),
      b: entry('Contato', 'Contact', { context: 'menu' }),
    }
    const committed: Catalog = {
      a: entry('Olá', 'Hello'),
      b: entry('Contato', 'Contact', { context: 'menu', extra: fuzzy }),
    }
    expect(drift(committed, fresh)).toEqual([
      `en-us: "Olá" has the translation "Hello" in ${FILE}, where extract writes "Hello there": ${FIX}`,
      `en-us: "Olá" has no flag in ${FILE}, where extract writes "fuzzy": ${FIX}`,
      `en-us: "Contato" (context "menu") is flagged "fuzzy" in ${FILE}, where extract writes no flag: ${FIX}`,
    ])
  })

  it(`lists ${MAX_LISTED} differences of a catalog, then counts the rest`, () => {
    const fresh: Catalog = Object.fromEntries(
      Array.from({ length: MAX_LISTED + 5 }, (_, index) => [`m${index}`, entry(`Texto ${index}`, '')]),
    )
    const found = drift({}, fresh)
    expect(found).toHaveLength(MAX_LISTED + 1)
    expect(found.at(-1)).toBe(`en-us: 5 more messages differ from the code in ${FILE}: ${FIX}`)
  })
})
