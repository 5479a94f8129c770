import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { siteContent } from '../../app/site'
import type { PagesConfig } from '../../src/config/pages'
import { LOCALE_INFO, LOCALES, type Locale } from '../../src/i18n/locales'
import { annotateCatalog } from './annotate'
import { catalogHeader, catalogHeaderProblems } from './catalogHeader'
import { catalogPath, readCatalog, serializeCatalog, writeCatalog } from './catalogs'
import { contextGaps } from './context'
import { extractCatalogs } from './extract'
import { readCatalogs } from './load'
import { outdatedCatalogs } from './outdated'
import { siteProblems } from './problems'
import { collectMessageUsage, type MessageUsage } from './usage'

const msgcat = ['/usr/bin/msgcat', '/usr/local/bin/msgcat'].find((path) => existsSync(path))
const msgfmt = ['/usr/bin/msgfmt', '/usr/local/bin/msgfmt'].find((path) => existsSync(path))

// `i18n:check`'s comparison with the code (`outdatedCatalogs`) on copies of the committed catalogs: what a
// translator's tool or a published page changes in them must pass, what extract would change in content must not.
let usage: MessageUsage
let dir = ''
beforeAll(async () => {
  usage = await collectMessageUsage()
}, 60_000)
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = ''
})

/** A copy of the committed catalogs, each locale's text passed through `edit` first. */
async function copyCatalogs(
  edit: (text: string, locale: Locale, file: string) => string | Promise<string> = (text) => text,
) {
  dir = await mkdtemp(join(tmpdir(), 'i18n-outdated-'))
  for (const locale of LOCALES) {
    await cp(catalogPath(locale), catalogPath(locale, dir))
    const file = catalogPath(locale, dir)
    await writeFile(file, await edit(await readFile(file, 'utf8'), locale, file))
  }
  return dir
}

/** How many lines of the copy differ from the committed catalogs, position by position. */
async function changedLines(): Promise<number> {
  let changed = 0
  for (const locale of LOCALES) {
    const [committed, copy] = [
      await readFile(catalogPath(locale), 'utf8'),
      await readFile(catalogPath(locale, dir), 'utf8'),
    ]
    const [before, after] = [committed.split('\n'), copy.split('\n')]
    for (let line = 0; line < Math.max(before.length, after.length); line++) if (before[line] !== after[line]) changed++
  }
  return changed
}

const POEDIT_WIDTH = 79
/** A header as Poedit 3 saves it: its own order, generator and team (a long field wrapped), `#, fuzzy` on it. */
const POEDIT_HEADER = (locale: Locale) =>
  [
    '#, fuzzy',
    'msgid ""',
    'msgstr ""',
    '"Project-Id-Version: \\n"',
    '"POT-Creation-Date: 2026-11-20 21:54+0000\\n"',
    '"PO-Revision-Date: 2026-11-28 18:05-0300\\n"',
    '"Last-Translator: Ana Tradutora <ana@example.com>\\n"',
    '"Language-Team: Equipe de tradução da Nuvora, revisão de textos do site "',
    '"<traducao@example.com>\\n"',
    `"Language: ${catalogHeader(LOCALE_INFO[locale]).Language}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    `"Plural-Forms: ${LOCALE_INFO[locale].pluralForms}\\n"`,
    '"X-Generator: Poedit 3.4.2\\n"',
  ].join('\n')

/** A string line (`msgid "…"`, `#~ msgstr "…"`, `#| msgid "…"`) wrapped as Poedit and msgcat do past 79 columns. */
function wrapLine(line: string): string[] {
  const match = /^((#[~|] )?(msgctxt|msgid|msgstr) )"(.*)"$/.exec(line)
  if (!match || line.length <= POEDIT_WIDTH) return [line]
  const [, keyword, prefix = '', , text] = match as unknown as [string, string, string | undefined, string, string]
  const lines: string[] = []
  for (const word of text.split(/(?<= )/)) {
    const last = lines.at(-1)
    if (last !== undefined && `${prefix}"${last}${word}"`.length <= POEDIT_WIDTH) lines[lines.length - 1] = last + word
    else lines.push(word)
  }
  return [`${keyword}""`, ...lines.map((wrapped) => `${prefix}"${wrapped}"`)]
}

/** The catalog as Poedit saves it: its own header (`X-Generator: Poedit`, `Language: en_US`), strings rewrapped. */
function asPoedit(text: string, locale: Locale): string {
  const [, ...entries] = text.split('\n\n')
  return [POEDIT_HEADER(locale), ...entries.map((entry) => entry.split('\n').flatMap(wrapLine).join('\n'))].join('\n\n')
}

describe("i18n:check's comparison with the code judges content only", () => {
  it('passes a catalog saved by Poedit: rewrapped at 79 columns, its header rewritten', async () => {
    await copyCatalogs(asPoedit)
    expect(await changedLines()).toBeGreaterThan(2_000)
    expect(await outdatedCatalogs(usage, dir)).toEqual([])
    for (const locale of LOCALES) {
      const file = catalogPath(locale, dir)
      expect(catalogHeaderProblems(locale, await readFile(file, 'utf8'), file)).toEqual([])
    }
  }, 120_000)

  it('keeps every translation of a catalog saved by Poedit through the next extract, which writes the header right', async () => {
    await copyCatalogs(asPoedit)
    await extractCatalogs(dir, usage)
    for (const locale of LOCALES) {
      const [committed, extracted] = await Promise.all([
        readFile(catalogPath(locale), 'utf8'),
        readFile(catalogPath(locale, dir), 'utf8'),
      ])
      const entries = (text: string) => text.slice(text.indexOf('\n\n'))
      const header = extracted.slice(0, extracted.indexOf('\n\n'))
      // Every entry as extract writes it (unwrapped, translations, flags, notes): what Poedit saved lost nothing.
      expect(entries(extracted), locale).toBe(entries(committed))
      expect(header, locale).not.toMatch(/fuzzy/)
      expect(header, locale).toContain('"X-Generator: Poedit 3.4.2\\n"')
      expect(catalogHeaderProblems(locale, extracted, catalogPath(locale, dir))).toEqual([])
      if (msgfmt) {
        const run = spawnSync(msgfmt, ['-c', '-o', '/dev/null', catalogPath(locale, dir)], { encoding: 'utf8' })
        expect(`${run.status}: ${run.stderr}`, locale).toBe('0: ')
      }
    }
  }, 120_000)

  it.skipIf(!msgcat)(
    'passes a catalog passed through GNU msgcat, rewrapped and sorted by msgid',
    async () => {
      await copyCatalogs((_text, _locale, file) => {
        execFileSync(msgcat!, ['--sort-output', '--width=79', '--output-file', file, file])
        return readFile(file, 'utf8')
      })
      expect(await changedLines()).toBeGreaterThan(2_000)
      expect(await outdatedCatalogs(usage, dir)).toEqual([])
    },
    120_000,
  )

  it('passes comments that differ from what extract writes: a translator note, no references, no "See it at"', async () => {
    await copyCatalogs((text) =>
      text
        .replace(/\n#\. Used in: /, '\n# Checked with the product team\n#. Used in: ')
        .replaceAll(/^#(:|\. See it at:) .*\n/gm, ''),
    )
    expect(await changedLines()).toBeGreaterThan(1_000)
    expect(await outdatedCatalogs(usage, dir)).toEqual([])
    for (const locale of LOCALES) expect(contextGaps(await readCatalog(locale, dir), locale), locale).toEqual([])
  }, 120_000)
})

/** The site's pages with `id`'s `locales` line removed: the page published in every language. */
function published(id: string): PagesConfig {
  return siteContent.pages.map((page) =>
    page.id === id ? Object.fromEntries(Object.entries(page).filter(([key]) => key !== 'locales')) : page,
  ) as PagesConfig
}

describe('publishing a page (removing its `locales` line) needs no extract', () => {
  const DRAFT = 'ai-news-item'

  it('passes with the catalogs extracted while the page was a draft, and they ship the page complete', async () => {
    expect(siteContent.pages.find((page) => page.id === DRAFT)?.locales).toEqual(['pt-br'])
    const publishedUsage = await collectMessageUsage({ ...siteContent, pages: published(DRAFT) })
    // What extract would write does change (the "See it at" notes name the page's own address now)…
    const committed = await readFile(catalogPath('en-us'), 'utf8')
    const annotated = annotateCatalog(await readCatalog('en-us'), publishedUsage, 'en-us')
    expect(await serializeCatalog(annotated, 'en-us', committed)).not.toBe(committed)
    // …but none of it is content: the check passes on the committed catalogs, and the page is translated.
    expect(await outdatedCatalogs(publishedUsage)).toEqual([])
    expect(siteProblems(await readCatalogs(), publishedUsage)).toEqual([])
  }, 120_000)

  it('still fails when a message the published page shows is untranslated there', async () => {
    const publishedUsage = await collectMessageUsage({ ...siteContent, pages: published(DRAFT) })
    const catalogs = await readCatalogs()
    const [id] = [...publishedUsage.places].find(([, places]) =>
      places.every((place) => place.pageId?.startsWith(DRAFT)),
    )!
    catalogs.get('es-es')![id]!.translation = ''
    expect(siteProblems(catalogs, usage)).toEqual([])
    expect(siteProblems(catalogs, publishedUsage).map(({ locale, kind }) => `${locale} ${kind}`)).toContain(
      'es-es missing',
    )
  }, 120_000)
})

describe("i18n:check's comparison with the code fails on content extract would change", () => {
  const FIX = 'run npm run i18n:extract and commit it'
  const subtitleId = () =>
    [...usage.places].find(([, places]) => places.some((place) => place.label === 'home › hero.subtitle'))![0]

  it('names the locale, the message and the fix: a message missing, one not marked obsolete', async () => {
    await copyCatalogs()
    const spanish = await readCatalog('es-es', dir)
    const subtitle = spanish[subtitleId()]!.message!
    delete spanish[subtitleId()]
    await writeCatalog('es-es', spanish, dir)
    const english = await readCatalog('en-us', dir)
    const unused = 'Um texto que o código não usa'
    english[generateMessageId(unused)] = {
      message: unused,
      translation: 'A text the code does not use',
      comments: ['Used in: home › hero.eyebrow'],
    }
    await writeCatalog('en-us', english, dir)

    expect(await outdatedCatalogs(usage, dir)).toEqual([
      `en-us: "${unused}" is no longer in the code but not marked obsolete (#~) in ${catalogPath('en-us', dir)}: ${FIX}`,
      `es-es: "${subtitle}" is in the code but not in ${catalogPath('es-es', dir)}: ${FIX}`,
    ])
  }, 120_000)

  it('names both sides of a source changed in the code since the last extract', async () => {
    await copyCatalogs()
    // The catalog still knows the hero subtitle by an earlier wording: extract would carry its translation over.
    const english = await readCatalog('en-us', dir)
    const current = english[subtitleId()]!
    const old = current.message!.replace('Criamos', 'Desenvolvemos')
    delete english[subtitleId()]
    english[generateMessageId(old)] = { ...current, message: old }
    await writeCatalog('en-us', english, dir)

    expect(await outdatedCatalogs(usage, dir)).toEqual([
      `en-us: "${current.message}" is in the code but not in ${catalogPath('en-us', dir)}: ${FIX}`,
      `en-us: "${old}" is no longer in the code but not marked obsolete (#~) in ${catalogPath('en-us', dir)}: ${FIX}`,
    ])
  }, 120_000)
})
