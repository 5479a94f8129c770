import { describe, expect, it } from 'vitest'
import { serialize } from 'node:v8'
import { keepParsedCatalogs, parseCatalog, type ParsedCatalogStore } from './catalogs'

const po = (translation: string) =>
  `msgid ""\nmsgstr ""\n"Language: en-us\\n"\n\nmsgid "Olá"\nmsgstr "${translation}"\n`

/** A store in memory that counts what it is asked. */
function memoryStore(code: string) {
  const files = new Map<string, Buffer>()
  const counts = { reads: 0, writes: 0 }
  const store: ParsedCatalogStore = {
    code,
    read: async (key) => (counts.reads++, files.get(key)),
    write: async (key, bytes) => void (counts.writes++, files.set(key, bytes)),
  }
  return { files, counts, store }
}

const translationOf = async (text: string) => Object.values(await parseCatalog(text, 'en-us'))[0]?.translation

describe('parseCatalog', () => {
  it('gives each caller its own copy of a text parsed once', async () => {
    keepParsedCatalogs(undefined)
    const first = await parseCatalog(po('Hello'), 'en-us')
    Object.values(first)[0]!.translation = 'changed by a caller'
    expect(await translationOf(po('Hello'))).toBe('Hello')
  })

  it('parses a text once per process and per code version, and never answers another text’s catalog', async () => {
    const { files, counts, store } = memoryStore('code 1')
    keepParsedCatalogs(store)
    expect(await translationOf(po('Hello'))).toBe('Hello')
    expect(await translationOf(po('Hello'))).toBe('Hello')
    expect(counts).toEqual({ reads: 1, writes: 1 })
    // A changed translation is a new text: parsed, not read from what was kept.
    expect(await translationOf(po('Hi'))).toBe('Hi')
    expect(counts).toEqual({ reads: 2, writes: 2 })

    // The next process reads what was kept: tampered here, to see it is what answers.
    keepParsedCatalogs(store)
    const [key] = files.keys()
    files.set(key!, serialize({ x: { message: 'Olá', translation: 'from the store' } }))
    expect(await translationOf(po('Hello'))).toBe('from the store')
    // Other code (the parser changed): keys change, the text is parsed again.
    keepParsedCatalogs({ ...store, code: 'code 2' })
    expect(await translationOf(po('Hello'))).toBe('Hello')
  })

  it('parses again when what was kept cannot be read, and goes on when it cannot keep it', async () => {
    const { files, store } = memoryStore('code')
    keepParsedCatalogs(store)
    await parseCatalog(po('Hello'), 'en-us')
    for (const key of files.keys()) files.set(key, Buffer.from('damaged'))
    keepParsedCatalogs(store)
    expect(await translationOf(po('Hello'))).toBe('Hello')
    keepParsedCatalogs({
      code: 'code',
      read: () => Promise.reject(new Error('unreadable')),
      write: () => Promise.reject(new Error('unwritable')),
    })
    expect(await translationOf(po('Hello'))).toBe('Hello')
    keepParsedCatalogs(undefined)
  })
})
