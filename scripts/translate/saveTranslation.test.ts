import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LOCALE_INFO, type Locale } from '../../src/i18n/locales'
import { catalogHeader } from '../i18n/catalogHeader'
import { saveTranslation } from './saveTranslation'

const header = (locale: Locale) =>
  `msgid ""\nmsgstr ""\n"POT-Creation-Date: 2026-11-20 21:54+0000\\n"\n"MIME-Version: 1.0\\n"\n` +
  `"Content-Type: text/plain; charset=utf-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n"X-Generator: @lingui/cli\\n"\n` +
  `"Language: ${catalogHeader(LOCALE_INFO[locale]).Language}\\n"\n"Project-Id-Version: \\n"\n"Report-Msgid-Bugs-To: \\n"\n` +
  `"PO-Revision-Date: \\n"\n"Last-Translator: \\n"\n"Language-Team: \\n"\n"Plural-Forms: ${LOCALE_INFO[locale].pluralForms}\\n"\n`
const FUZZY = `#. Used in: home › hero.subtitle
#. Max length: 40 characters
#: pages/home.ts
#, fuzzy
#| msgid "Criamos software sob medida"
msgid "Criamos software sob medida para você"
msgstr "We build custom software"
`
const PRICE = `#. Used in: ecommerce › offer › offer.was
#. Placeholder {price}: the old price with its currency, e.g. "R$ 10.000"
#: sections/offer/Offer.tsx
msgid "De <0>{price}</0> por"
msgstr "Was <0>{price}</0>, now"
`
const EMPTY = `#. Used in: every page › header.menu
#: content/navigation.ts
msgctxt "menu"
msgid "Contato"
msgstr ""
`
const file = (locale: Locale) => [header(locale), FUZZY, PRICE, EMPTY].join('\n')
const fuzzyId = generateMessageId('Criamos software sob medida para você')
const priceId = generateMessageId('De <0>{price}</0> por')
const contactId = generateMessageId('Contato', 'menu')

describe('saveTranslation', () => {
  let dir: string
  const po = () => readFile(join(dir, 'en-us', 'messages.po'), 'utf8')
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'in-context-po-'))
    for (const locale of ['pt-br', 'en-us'] as const) {
      await mkdir(join(dir, locale))
      await writeFile(join(dir, locale, 'messages.po'), file(locale))
    }
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('writes the translation, clears fuzzy and the previous source, and leaves every other line as it was', async () => {
    const before = await po()
    const saved = await saveTranslation(dir, 'en-us', fuzzyId, 'We build custom software for you')
    expect(saved).toMatchObject({ translation: 'We build custom software for you', fuzzy: false })
    expect(saved.previous).toBeUndefined()
    const expected = before.replace(
      '#, fuzzy\n#| msgid "Criamos software sob medida"\nmsgid "Criamos software sob medida para você"\nmsgstr "We build custom software"',
      'msgid "Criamos software sob medida para você"\nmsgstr "We build custom software for you"',
    )
    expect(expected).not.toBe(before)
    expect(await po()).toBe(expected)
  })

  it("writes the locale's header over an older one (Language: en-us, no plural rule), changing only those lines", async () => {
    const older = (await po())
      .replace('Language: en_US', 'Language: en-us')
      .replace(/Plural-Forms: [^\\]*/, 'Plural-Forms: ')
    await writeFile(join(dir, 'en-us', 'messages.po'), older)
    await saveTranslation(dir, 'en-us', contactId, 'Contact')
    const saved = (await po()).split('\n')
    const changed = older.split('\n').flatMap((line, index) => (line === saved[index] ? [] : [[line, saved[index]]]))
    expect(changed).toEqual([
      ['"Language: en-us\\n"', '"Language: en_US\\n"'],
      ['"Plural-Forms: \\n"', '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"'],
      ['msgstr ""', 'msgstr "Contact"'],
    ])
  })

  it('fills an empty entry with a context', async () => {
    await saveTranslation(dir, 'en-us', contactId, 'Contact')
    expect(await po()).toContain('msgctxt "menu"\nmsgid "Contato"\nmsgstr "Contact"\n')
  })

  it('refuses a translation whose placeholders or tags do not match the source, leaving the file alone', async () => {
    const before = await po()
    await expect(saveTranslation(dir, 'en-us', priceId, 'Was <0>{preco}</0>, now')).rejects.toThrow(
      /placeholders.*price.*Keep every \{placeholder\}/s,
    )
    await expect(saveTranslation(dir, 'en-us', priceId, 'Was {price}, now')).rejects.toThrow(/tags/)
    expect(await po()).toBe(before)
  })

  it('refuses an unknown id, an empty text, one over the length limit and the source catalog', async () => {
    const before = await po()
    await expect(saveTranslation(dir, 'en-us', 'nope42', 'Hi')).rejects.toThrow(
      `no message "nope42" in ${join(dir, 'en-us', 'messages.po')}`,
    )
    await expect(saveTranslation(dir, 'en-us', contactId, '  ')).rejects.toThrow(/empty/)
    await expect(saveTranslation(dir, 'en-us', fuzzyId, 'x'.repeat(41))).rejects.toThrow(/41 characters.*limit of 40/)
    await expect(saveTranslation(dir, 'pt-br', contactId, 'Contato!')).rejects.toThrow(/generated from the code/)
    expect(await po()).toBe(before)
  })

  it("refuses an id that names one of an object's own properties (constructor, __proto__…) as unknown", async () => {
    const before = await po()
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'])
      await expect(saveTranslation(dir, 'en-us', id, 'Hi'), id).rejects.toThrow(`no message "${id}"`)
    expect(await po()).toBe(before)
  })

  it('refuses NUL and every other control character, naming it; a tab or line break only where the source has one', async () => {
    const before = await po()
    for (const [text, named] of [
      ['Con\u0000tact', 'U+0000'],
      ['Contact\u0007', 'U+0007'],
      ['Con\u001btact', 'U+001B'],
      ['Contact\r', 'U+000D'],
      ['Con\u007ftact', 'U+007F'],
      ['Con\u0085tact', 'U+0085'],
      ['Con\u009btact', 'U+009B'],
      ['Con\ttact', 'U+0009'],
      ['Con\ntact', 'U+000A'],
    ])
      await expect(saveTranslation(dir, 'en-us', contactId, text!), named).rejects.toThrow(
        new RegExp(`control character ${named!.replace('+', '\\+')}.*remove it`),
      )
    expect(await po()).toBe(before)
    const multiline = generateMessageId('Linha um\nlinha dois')
    await writeFile(
      join(dir, 'en-us', 'messages.po'),
      `${before}\n#. Used in: home › faq.answer\nmsgid "Linha um\\nlinha dois"\nmsgstr ""\n`,
    )
    await saveTranslation(dir, 'en-us', multiline, 'Line one\nline two')
    expect(await po()).toContain('msgstr ""\n"Line one\\n"\n"line two"')
  })

  it("holds a translation to its field's limit in the config too, naming the field, where the PO has no note", async () => {
    const before = await po()
    const limits = new Map([[contactId, { field: 'contact › sections[0] (hero) › actions[0].label', maxLength: 45 }]])
    await expect(saveTranslation(dir, 'en-us', contactId, 'x'.repeat(141), { limits })).rejects.toThrow(
      "en-us › contact › sections[0] (hero) › actions[0].label: the translation is 141 characters long, over this field's limit of 45; shorten it to 45 characters or fewer",
    )
    // The tighter of the PO note (40) and the config wins.
    const wider = new Map([[fuzzyId, { field: 'home › hero.subtitle', maxLength: 240 }]])
    await expect(saveTranslation(dir, 'en-us', fuzzyId, 'x'.repeat(41), { limits: wider })).rejects.toThrow(
      /41 characters long, over this field's limit of 40; shorten it to 40 characters or fewer/,
    )
    expect(await po()).toBe(before)
    await saveTranslation(dir, 'en-us', contactId, 'x'.repeat(45), { limits })
    expect(await po()).toContain(`msgstr "${'x'.repeat(45)}"`)
  })

  it("changes only the saved entry's lines of the site's real catalog", async () => {
    await cp(join('locales', 'en-us', 'messages.po'), join(dir, 'en-us', 'messages.po'))
    const before = await po()
    await saveTranslation(dir, 'en-us', priceId, 'Before <0>{price}</0>, now')
    expect(await po()).toBe(before.replace('msgstr "Was <0>{price}</0>, now"', 'msgstr "Before <0>{price}</0>, now"'))
  })
})
