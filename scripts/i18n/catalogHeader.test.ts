import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { LOCALE_INFO, LOCALES } from '../../src/i18n/locales'
import { catalogHeader, catalogHeaderProblems, readCatalogHeader, withCatalogHeader } from './catalogHeader'
import { serializeCatalog, type Catalog } from './catalogs'

const msgfmt = ['/usr/bin/msgfmt', '/usr/local/bin/msgfmt'].find((path) => existsSync(path))

/** `msgfmt -c`'s errors and warnings about a PO text, with its exit status (`0: ` alone when it has none). */
async function msgfmtComplaints(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'catalog-header-'))
  try {
    await writeFile(join(dir, 'messages.po'), text)
    const run = spawnSync(msgfmt!, ['-c', '-o', '/dev/null', join(dir, 'messages.po')], { encoding: 'utf8' })
    return `${run.status}: ${run.stderr}${run.stdout}`
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

const greeting = { message: 'Olá', translation: 'Hello', comments: ['Used in: home › hero.title'] }
const catalog: Catalog = { [generateMessageId('Olá')]: greeting }

/** A header as Poedit 3 saves it: its own order, its generator and team, `#, fuzzy`, a long field wrapped. */
const POEDIT_HEADER = [
  '# Nuvora site translations.',
  '#, fuzzy',
  'msgid ""',
  'msgstr ""',
  '"Project-Id-Version: \\n"',
  '"POT-Creation-Date: 2026-11-20 21:54+0000\\n"',
  '"PO-Revision-Date: 2026-11-28 18:05-0300\\n"',
  '"Last-Translator: Ana Tradutora <ana@example.com>\\n"',
  '"Language-Team: Equipe de tradução da Nuvora para o inglês dos Estados Unidos "',
  '"<traducao@example.com>\\n"',
  '"Language: en_US\\n"',
  '"MIME-Version: 1.0\\n"',
  '"Content-Type: text/plain; charset=UTF-8\\n"',
  '"Content-Transfer-Encoding: 8bit\\n"',
  '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
  '"X-Generator: Poedit 3.4.2\\n"',
].join('\n')
const POEDIT_FILE = `${POEDIT_HEADER}\n\n#. Used in: home › hero.title\nmsgid "Olá"\nmsgstr "Hello"\n`

describe('catalogHeader: a catalog header from its locale row of LOCALE_INFO', () => {
  it("gives gettext's language code and each site locale's plural rule", () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, catalogHeader(LOCALE_INFO[locale])]))).toEqual({
      'pt-br': { Language: 'pt_BR', 'Plural-Forms': 'nplurals=2; plural=(n > 1);' },
      'en-us': { Language: 'en_US', 'Plural-Forms': 'nplurals=2; plural=(n != 1);' },
      'es-es': { Language: 'es_ES', 'Plural-Forms': 'nplurals=2; plural=(n != 1);' },
    })
  })

  it('gives a new locale its header from its row alone', () => {
    expect(catalogHeader({ htmlLang: 'fr-FR', pluralForms: 'nplurals=2; plural=(n > 1);' })).toEqual({
      Language: 'fr_FR',
      'Plural-Forms': 'nplurals=2; plural=(n > 1);',
    })
  })
})

describe('serializeCatalog writes the header of the locale', () => {
  it("over Lingui's header of a new catalog (Language: en-us, no Plural-Forms), which msgfmt -c then accepts", async () => {
    const text = await serializeCatalog(catalog, 'en-us')
    expect([...readCatalogHeader(text)]).toEqual(
      expect.arrayContaining([
        ['Language', 'en_US'],
        ['Plural-Forms', 'nplurals=2; plural=(n != 1);'],
      ]),
    )
    expect(text).not.toContain('Language: en-us')
    if (msgfmt) expect(await msgfmtComplaints(text)).toBe('0: ')
  })

  it('over a wrong header, changing only its two lines', async () => {
    const wrong = `msgid ""\nmsgstr ""\n"Language: en-us\\n"\n"X-Generator: @lingui/cli\\n"\n"Plural-Forms: \\n"\n\nmsgid "Olá"\nmsgstr "Hello"\n`
    expect(await serializeCatalog(catalog, 'es-es', wrong)).toMatch(
      /^msgid ""\nmsgstr ""\n"Language: es_ES\\n"\n"X-Generator: @lingui\/cli\\n"\n"Plural-Forms: nplurals=2; plural=\(n != 1\);\\n"\n/,
    )
  })

  it("keeps a Poedit header's order, generator, team and notes, without its fuzzy flag", async () => {
    const text = await serializeCatalog(catalog, 'en-us', POEDIT_FILE)
    const header = text.slice(0, text.indexOf('\n\n'))
    expect(header).not.toMatch(/fuzzy/)
    expect(header.split('\n').slice(0, 3)).toEqual(['# Nuvora site translations.', 'msgid ""', 'msgstr ""'])
    // Poedit's fields in Poedit's order (the PO library adds the standard ones a file lacks, empty, after them).
    const poeditFields = [...readCatalogHeader(POEDIT_FILE).keys()]
    expect([...readCatalogHeader(text).keys()].slice(0, poeditFields.length)).toEqual(poeditFields)
    expect(readCatalogHeader(text).get('X-Generator')).toBe('Poedit 3.4.2')
    expect(readCatalogHeader(text).get('Language-Team')).toBe(
      'Equipe de tradução da Nuvora para o inglês dos Estados Unidos <traducao@example.com>',
    )
    if (msgfmt) expect(await msgfmtComplaints(text)).toBe('0: ')
  })

  it('leaves the entries alone, whatever they hold', () => {
    const entries = '\n\n#. Language: en-us\nmsgid "Plural-Forms: x"\nmsgstr ""\n'
    const header = { Language: 'en_US', 'Plural-Forms': 'nplurals=2; plural=(n != 1);' }
    const text = withCatalogHeader(`msgid ""\nmsgstr ""\n"Language: en-us\\n"${entries}`, header)
    expect(text.slice(text.indexOf('\n\n'))).toBe(entries)
    expect(text.split('\n').slice(0, 4)).toEqual([
      'msgid ""',
      'msgstr ""',
      '"Language: en_US\\n"',
      '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
    ])
  })
})

describe("catalogHeaderProblems: i18n:check's look at the header", () => {
  it('passes a header as Poedit saves it: reordered, wrapped, fuzzy, with its own generator and team', () => {
    expect(catalogHeaderProblems('en-us', POEDIT_FILE, 'locales/en-us/messages.po')).toEqual([])
    expect(
      catalogHeaderProblems('en-us', POEDIT_FILE.replace('(n != 1);', '(n!=1);'), 'locales/en-us/messages.po'),
    ).toEqual([])
  })

  it("names the locale, the file, the field and the fix when the language or the plural rule is not the locale's", () => {
    const old = POEDIT_FILE.replace('Language: en_US', 'Language: en-us').replace(
      '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n',
      '',
    )
    expect(catalogHeaderProblems('en-us', old, 'locales/en-us/messages.po')).toEqual([
      'en-us: the header of locales/en-us/messages.po says "Language: en-us", not "Language: en_US" (LOCALE_INFO in src/i18n/locales.ts): run npm run i18n:extract and commit it',
      'en-us: the header of locales/en-us/messages.po says no Plural-Forms, not "Plural-Forms: nplurals=2; plural=(n != 1);" (LOCALE_INFO in src/i18n/locales.ts): run npm run i18n:extract and commit it',
    ])
    expect(catalogHeaderProblems('pt-br', POEDIT_FILE, 'locales/pt-br/messages.po')).toEqual([
      'pt-br: the header of locales/pt-br/messages.po says "Language: en_US", not "Language: pt_BR" (LOCALE_INFO in src/i18n/locales.ts): run npm run i18n:extract and commit it',
      'pt-br: the header of locales/pt-br/messages.po says "Plural-Forms: nplurals=2; plural=(n != 1);", not "Plural-Forms: nplurals=2; plural=(n > 1);" (LOCALE_INFO in src/i18n/locales.ts): run npm run i18n:extract and commit it',
    ])
  })
})
