import { describe, expect, it } from 'vitest'
import { parseCatalog, serializeCatalog, type Catalog } from './catalogs'
import { mergeCatalog } from './merge'

const HEADER = [
  'msgid ""',
  'msgstr ""',
  ...['Language: en-us', 'Project-Id-Version: ', 'Report-Msgid-Bugs-To: ', 'POT-Creation-Date: ', 'PO-Revision-Date: ']
    .concat(['Last-Translator: ', 'Language-Team: ', 'Content-Type: ', 'Content-Transfer-Encoding: ', 'Plural-Forms: '])
    .map((header) => `"${header}\\n"`),
  '',
].join('\n')
const po = (...entries: string[]) => [HEADER, ...entries].join('\n')
const entry = (place: string, msgid: string, msgstr: string, extra = '') =>
  `#. Used in: ${place}\n#: pages/home.ts\n${extra}msgid "${msgid}"\nmsgstr "${msgstr}"\n`

/** One `npm run i18n:extract` round: Lingui's output (`extracted`, translations it could keep) merged with the old file. */
async function round(before: string, extracted: string): Promise<string> {
  const previous = await parseCatalog(before, 'en-us')
  const merged = mergeCatalog(previous, await parseCatalog(extracted, 'en-us'))
  return serializeCatalog(merged, 'en-us', before)
}

describe('mergeCatalog', () => {
  const original = po(entry('home › hero.subtitle', 'Do primeiro protótipo', 'From the first prototype'))
  // Lingui's extract after the Portuguese changed: the new source, untranslated; the old one gone.
  const changed = po(entry('home › hero.subtitle', 'Desde o primeiro protótipo', ''))

  it('keeps the old translation of a changed source as fuzzy, with the old source as #| msgid', async () => {
    const text = await round(original, changed)
    expect(text).toContain(
      '#, fuzzy\n#| msgid "Do primeiro protótipo"\nmsgid "Desde o primeiro protótipo"\nmsgstr "From the first prototype"',
    )
    expect(text).toContain('#~ msgid "Do primeiro protótipo"\n#~ msgstr "From the first prototype"')
  })

  it('brings the exact old translation back, not fuzzy, when the source is reverted', async () => {
    const afterChange = await round(original, changed)
    const reverted = await round(afterChange, po(entry('home › hero.subtitle', 'Do primeiro protótipo', '')))
    expect(reverted).toBe(original)
    const catalog = await parseCatalog(reverted, 'en-us')
    const active = Object.values(catalog).filter((item) => !item.obsolete)
    expect(active).toHaveLength(1)
    expect(active[0]).toMatchObject({ message: 'Do primeiro protótipo', translation: 'From the first prototype' })
    expect(active[0]!.extra?.flags).toEqual([])
    expect(reverted).not.toContain('fuzzy')
  })

  it('is idempotent: merging its own output with the same extract changes nothing', async () => {
    const once = await round(original, changed)
    const relinguified = once.replace(/#\| msgid .*\n/, '') // Lingui's extract drops `#|` lines
    expect(await round(once, relinguified)).toBe(once)
  })

  it('keeps the translation as fuzzy when one place of a message still used elsewhere changes its source', async () => {
    const shared = po(entry('ecommerce › faq.title; ecommerce › hero.actions[1].label', 'Perguntas frequentes', 'FAQ'))
    const oneChanged = po(
      entry('ecommerce › hero.actions[1].label', 'Dúvidas frequentes', ''),
      entry('ecommerce › faq.title', 'Perguntas frequentes', 'FAQ'),
    )
    const text = await round(shared, oneChanged)
    expect(text).toContain('#, fuzzy\n#| msgid "Perguntas frequentes"\nmsgid "Dúvidas frequentes"\nmsgstr "FAQ"')
    expect(text).toContain('msgid "Perguntas frequentes"\nmsgstr "FAQ"')
    expect(await round(text, text.replace(/#\| msgid .*\n/, ''))).toBe(text)
  })

  it('carries over a translation only between entries used in the same place', async () => {
    const text = await round(original, po(entry('about › hero.subtitle', 'Desde o primeiro protótipo', '')))
    expect(text).toContain('msgid "Desde o primeiro protótipo"\nmsgstr ""')
    expect(text).not.toContain('#, fuzzy\n#|')
  })

  it('prefers the entry that just vanished to an older obsolete one, whatever their order', async () => {
    const older = `#. Used in: home › hero.subtitle\n#~ msgid "Antigo"\n#~ msgstr "Old"\n`
    for (const before of [
      po(older, entry('home › hero.subtitle', 'Atual', 'Current')),
      po(entry('home › hero.subtitle', 'Atual', 'Current'), older),
    ]) {
      const text = await round(before, po(entry('home › hero.subtitle', 'Novo', '')))
      expect(text).toContain('#| msgid "Atual"\nmsgid "Novo"\nmsgstr "Current"')
    }
  })

  it('keeps an unchanged translation, its flags and its previous source as they are', async () => {
    const fuzzy = po(entry('home › hero.title', 'Novo', 'Current', '#, fuzzy\n#| msgid "Atual"\n'))
    const extracted: Catalog = await parseCatalog(po(entry('home › hero.title', 'Novo', '')), 'en-us')
    const merged = mergeCatalog(await parseCatalog(fuzzy, 'en-us'), extracted)
    expect(await serializeCatalog(merged, 'en-us', fuzzy)).toBe(fuzzy)
  })
})
