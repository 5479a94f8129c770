import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { catalogPath, isFuzzy, readCatalog, writeCatalog } from './catalogs'
import { extractCatalogs } from './extract'
import { outdatedCatalogs } from './outdated'
import { collectMessageUsage, type MessageUsage } from './usage'

// The real `npm run i18n:extract` flow (Lingui's extract, annotation, merge) on a temporary copy of locales/.
let usage: MessageUsage
let dir: string
const SUBTITLE = 'home › hero.subtitle'

beforeAll(async () => {
  usage = await collectMessageUsage()
  dir = await mkdtemp(join(tmpdir(), 'i18n-extract-'))
  for (const locale of LOCALES) await cp(catalogPath(locale), catalogPath(locale, dir))
}, 60_000)
afterAll(() => rm(dir, { recursive: true, force: true }))

const subtitleId = () => [...usage.places].find(([, places]) => places.some((place) => place.label === SUBTITLE))![0]
// An earlier wording of the subtitle, one word apart: close enough for its translation to be kept as fuzzy.
const oldWording = (subtitle: string) => subtitle.replace('Criamos', 'Desenvolvemos')

describe('npm run i18n:extract on a copy of the catalogs', () => {
  it('keeps the translation of a source changed in the code as fuzzy, with the old source', async () => {
    // The catalog still knows the hero subtitle by an older Portuguese text: as if the code had just changed it.
    const catalog = await readCatalog('en-us', dir)
    const current = catalog[subtitleId()]!
    const old = oldWording(current.message!)
    expect(old).not.toBe(current.message)
    delete catalog[subtitleId()]
    catalog[generateMessageId(old)] = { ...current, message: old, translation: 'Old text' }
    await writeCatalog('en-us', catalog, dir)

    await extractCatalogs(dir, usage)
    const after = await readCatalog('en-us', dir)
    expect(after[subtitleId()]).toMatchObject({ message: current.message, translation: 'Old text', previous: old })
    expect(isFuzzy(after[subtitleId()]!)).toBe(true)
    expect(after[generateMessageId(old)]).toMatchObject({ obsolete: true, translation: 'Old text' })
    expect(await readFile(catalogPath('en-us', dir), 'utf8')).toContain(
      `#, fuzzy\n#| msgid "${old}"\nmsgid "${current.message}"`,
    )
  }, 60_000)

  it('restores the exact committed catalog when the source is reverted, and is idempotent', async () => {
    // As if the code had changed the subtitle away and now back: its translation waits as obsolete (`#~`).
    const catalog = await readCatalog('en-us', dir)
    const committed = await readCatalog('en-us')
    catalog[subtitleId()] = { ...committed[subtitleId()]!, obsolete: true }
    delete catalog[generateMessageId(oldWording(committed[subtitleId()]!.message!))]
    await writeCatalog('en-us', { ...catalog }, dir)
    await extractCatalogs(dir, usage)
    for (const locale of LOCALES)
      expect(await readFile(catalogPath(locale, dir), 'utf8'), locale).toBe(await readFile(catalogPath(locale), 'utf8'))
    await extractCatalogs(dir, usage)
    expect(await outdatedCatalogs(usage, dir)).toEqual([])
  }, 120_000)
})

describe('npm run i18n:check', () => {
  it('only reads: the committed catalogs are byte-identical (and untouched) after it', async () => {
    const before = await Promise.all(
      LOCALES.map(async (locale) => [await readFile(catalogPath(locale)), (await stat(catalogPath(locale))).mtimeMs]),
    )
    await promisify(execFile)('node', ['scripts/run.mjs', 'scripts/i18n-check.ts'])
    const after = await Promise.all(
      LOCALES.map(async (locale) => [await readFile(catalogPath(locale)), (await stat(catalogPath(locale))).mtimeMs]),
    )
    expect(after).toEqual(before)
  }, 120_000)
})
