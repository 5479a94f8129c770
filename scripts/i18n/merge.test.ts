import { describe, expect, it } from 'vitest'
import { isFuzzy, parseCatalog, serializeCatalog, type Catalog } from './catalogs'
import { mergeCatalog } from './merge'

const HEADER = [
  'msgid ""',
  'msgstr ""',
  ...['Language: en_US', 'Project-Id-Version: ', 'Report-Msgid-Bugs-To: ', 'POT-Creation-Date: ', 'PO-Revision-Date: ']
    .concat(['Last-Translator: ', 'Language-Team: ', 'Content-Type: ', 'Content-Transfer-Encoding: '])
    .concat(['Plural-Forms: nplurals=2; plural=(n != 1);', 'MIME-Version: 1.0'])
    .map((header) => `"${header}\\n"`),
  '',
].join('\n')
const po = (...entries: string[]) => [HEADER, ...entries].join('\n')
const entry = (place: string, msgid: string, msgstr: string, extra = '') =>
  `#. Used in: ${place}\n#: pages/home.ts\n${extra}msgid "${msgid}"\nmsgstr "${msgstr}"\n`

/** Entries at `<place>[0]`, `<place>[1]`…: a list's items in order, as [source, translation]. */
const list = (place: string, ...items: Array<[string, string]>) =>
  items.map(([msgid, msgstr], index) => entry(`${place}[${index}]`, msgid, msgstr))

/** What a merged file holds for one source text: its translation, whether fuzzy and from which source. */
async function state(text: string, message: string) {
  const found = Object.values(await parseCatalog(text, 'en-us')).find((item) => item.message === message)
  if (!found) return undefined
  const { translation, previous, obsolete } = found
  return { translation: translation ?? '', fuzzy: isFuzzy(found), previous, obsolete: Boolean(obsolete) }
}
const EMPTY = { translation: '', fuzzy: false, previous: undefined, obsolete: false }
const exact = (translation: string) => ({ ...EMPTY, translation })
const fuzzyFrom = (translation: string, previous: string) => ({ ...EMPTY, translation, fuzzy: true, previous })
const obsolete = (translation: string) => ({ ...EMPTY, translation, obsolete: true })

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

  it('offers a translation from another place only when its text is used nowhere any more', async () => {
    const stillUsed = await round(
      original,
      po(
        entry('home › hero.subtitle', 'Do primeiro protótipo', 'From the first prototype'),
        entry('about › hero.subtitle', 'Desde o primeiro protótipo', ''),
      ),
    )
    expect(await state(stillUsed, 'Desde o primeiro protótipo')).toEqual(EMPTY)
    // The text left home and came back edited on about: the same text, edited and moved.
    const moved = await round(original, po(entry('about › hero.subtitle', 'Desde o primeiro protótipo', '')))
    expect(await state(moved, 'Desde o primeiro protótipo')).toEqual(
      fuzzyFrom('From the first prototype', 'Do primeiro protótipo'),
    )
  })

  it('between equally close earlier texts, prefers the one that just vanished to an older obsolete one', async () => {
    const older = `#. Used in: home › hero.subtitle\n#~ msgid "Preço: R$ 10"\n#~ msgstr "Price: R$ 10"\n`
    for (const before of [
      po(older, entry('home › hero.subtitle', 'Preço: R$ 20', 'Price: R$ 20')),
      po(entry('home › hero.subtitle', 'Preço: R$ 20', 'Price: R$ 20'), older),
    ]) {
      const text = await round(before, po(entry('home › hero.subtitle', 'Preço: R$ 30', '')))
      expect(text).toContain('#| msgid "Preço: R$ 20"\nmsgid "Preço: R$ 30"\nmsgstr "Price: R$ 20"')
    }
  })

  it('keeps an unchanged translation, its flags and its previous source as they are', async () => {
    const fuzzy = po(entry('home › hero.title', 'Novo', 'Current', '#, fuzzy\n#| msgid "Atual"\n'))
    const extracted: Catalog = await parseCatalog(po(entry('home › hero.title', 'Novo', '')), 'en-us')
    const merged = mergeCatalog(await parseCatalog(fuzzy, 'en-us'), extracted)
    expect(await serializeCatalog(merged, 'en-us', fuzzy)).toBe(fuzzy)
  })
})

// Lingui's extract keeps the translation of every message still in the code; a new one arrives empty.
describe('mergeCatalog follows similar text, not position', () => {
  const MENU = 'every page › navigation.header'
  const FEATURES = 'home › featureGrid.items'
  const STEPS = 'service/apis › processSteps.steps'

  it('inserting a menu item: its neighbours keep their exact translations, the new one starts empty', async () => {
    const before = po(...list(MENU, ['Serviços', 'Services'], ['Contato', 'Contact']))
    const text = await round(before, po(...list(MENU, ['Serviços', 'Services'], ['Blog', ''], ['Contato', 'Contact'])))
    expect(await state(text, 'Blog')).toEqual(EMPTY)
    expect(await state(text, 'Serviços')).toEqual(exact('Services'))
    expect(await state(text, 'Contato')).toEqual(exact('Contact'))
    expect(text).not.toContain('fuzzy')
  })

  it('inserting an item that resembles the one it pushes down does not take its translation', async () => {
    const before = po(...list(`${STEPS}.duration`, ['2 semanas', '2 weeks'], ['3 semanas', '3 weeks']))
    const after = po(...list(`${STEPS}.duration`, ['1 semana', ''], ['2 semanas', '2 weeks'], ['3 semanas', '3 weeks']))
    const text = await round(before, after)
    expect(await state(text, '1 semana')).toEqual(EMPTY)
    expect(await state(text, '2 semanas')).toEqual(exact('2 weeks'))
    expect(await state(text, '3 semanas')).toEqual(exact('3 weeks'))
  })

  it('deleting an item: the items after it keep their own translations, also one edited as it moved up', async () => {
    const before = po(
      ...list(
        FEATURES,
        ['Código revisado por pares', 'Peer-reviewed code'],
        ['Testes automatizados', 'Automated tests'],
        ['Implantacão contínua', 'Continuous deployment'],
        ['Suporte 24 horas', '24/7 support'],
      ),
    )
    const after = po(
      ...list(
        FEATURES,
        ['Código revisado por pares', 'Peer-reviewed code'],
        ['Implantação contínua', ''],
        ['Suporte 24 horas', '24/7 support'],
      ),
    )
    const text = await round(before, after)
    expect(await state(text, 'Código revisado por pares')).toEqual(exact('Peer-reviewed code'))
    expect(await state(text, 'Implantação contínua')).toEqual(
      fuzzyFrom('Continuous deployment', 'Implantacão contínua'),
    )
    expect(await state(text, 'Suporte 24 horas')).toEqual(exact('24/7 support'))
    expect(await state(text, 'Testes automatizados')).toEqual(obsolete('Automated tests'))
  })

  it('reordering items keeps every translation, and an item edited as it moved keeps its own', async () => {
    const before = po(
      ...list(`${STEPS}.title`, ['Descoberta', 'Discovery'], ['Protótipo', 'Prototype'], ['Lançamento', 'Launch']),
    )
    const after = po(
      ...list(`${STEPS}.title`, ['Lançamento', 'Launch'], ['Descobertas', ''], ['Protótipo', 'Prototype']),
    )
    const text = await round(before, after)
    expect(await state(text, 'Lançamento')).toEqual(exact('Launch'))
    expect(await state(text, 'Protótipo')).toEqual(exact('Prototype'))
    expect(await state(text, 'Descobertas')).toEqual(fuzzyFrom('Discovery', 'Descoberta'))
  })

  it('a small edit (a typo fixed, a word changed) keeps the translation as fuzzy with the previous source', async () => {
    const typo = await round(
      po(entry('home › hero.actions[0].label', 'Fale com um especialsta', 'Talk to an expert')),
      po(entry('home › hero.actions[0].label', 'Fale com um especialista', '')),
    )
    expect(await state(typo, 'Fale com um especialista')).toEqual(
      fuzzyFrom('Talk to an expert', 'Fale com um especialsta'),
    )
    const word = await round(
      po(entry('home › faq.title', 'Perguntas frequentes', 'Frequently asked questions')),
      po(entry('home › faq.title', 'Dúvidas frequentes', '')),
    )
    expect(await state(word, 'Dúvidas frequentes')).toEqual(
      fuzzyFrom('Frequently asked questions', 'Perguntas frequentes'),
    )
    // The same typo fix in an item pushed down by a new one: the edit follows its text, the new item starts empty.
    const moved = await round(
      po(...list(FEATURES, ['Código revisado por pares', 'Peer-reviewed code'], ['Testes automatizado', 'Tests'])),
      po(
        ...list(
          FEATURES,
          ['Código revisado por pares', 'Peer-reviewed code'],
          ['Suporte 24 horas', ''],
          ['Testes automatizados', ''],
        ),
      ),
    )
    expect(await state(moved, 'Testes automatizados')).toEqual(fuzzyFrom('Tests', 'Testes automatizado'))
    expect(await state(moved, 'Suporte 24 horas')).toEqual(EMPTY)
  })

  it('a rewrite, a completely different text at the same place, starts empty', async () => {
    const text = await round(
      po(entry('home › hero.title', 'Criamos software sob medida', 'We build custom software')),
      po(entry('home › hero.title', 'Sua empresa merece tecnologia de ponta', '')),
    )
    expect(await state(text, 'Sua empresa merece tecnologia de ponta')).toEqual(EMPTY)
    expect(await state(text, 'Criamos software sob medida')).toEqual(obsolete('We build custom software'))
  })

  it('a page copied with new:page --from: its rewritten texts start empty, a lightly edited one is fuzzy', async () => {
    // After `new:page --id black-friday --from ecommerce` both pages show the same messages, in the same places.
    const copied = (field: string, source: string, translation: string) =>
      entry(`black-friday › ${field}; ecommerce › ${field}`, source, translation)
    const before = po(
      copied('hero.title', 'Sua loja virtual completa', 'Your complete online store'),
      copied('hero.subtitle', 'Vendas online sem complicação', 'Online sales made simple'),
      copied('hero.actions[0].label', 'Fale com a nossa equipe', 'Talk to our team'),
    )
    const after = po(
      entry('black-friday › hero.title', 'Descontos de até metade do preço na Black Friday', ''),
      entry('black-friday › hero.subtitle', 'Só nesta sexta-feira, em todos os planos', ''),
      entry('black-friday › hero.actions[0].label', 'Fale com a nossa equipe hoje', ''),
      entry('ecommerce › hero.title', 'Sua loja virtual completa', 'Your complete online store'),
      entry('ecommerce › hero.subtitle', 'Vendas online sem complicação', 'Online sales made simple'),
      entry('ecommerce › hero.actions[0].label', 'Fale com a nossa equipe', 'Talk to our team'),
    )
    const text = await round(before, after)
    expect(await state(text, 'Descontos de até metade do preço na Black Friday')).toEqual(EMPTY)
    expect(await state(text, 'Só nesta sexta-feira, em todos os planos')).toEqual(EMPTY)
    expect(await state(text, 'Fale com a nossa equipe hoje')).toEqual(
      fuzzyFrom('Talk to our team', 'Fale com a nossa equipe'),
    )
    expect(await state(text, 'Sua loja virtual completa')).toEqual(exact('Your complete online store'))
  })

  it('does not offer a translation whose placeholders no longer match the source', async () => {
    const before = po(entry('ecommerce › pricing.note', 'Economize {price} hoje', 'Save {price} today'))
    const renamed = await round(before, po(entry('ecommerce › pricing.note', 'Economize {amount} hoje', '')))
    expect(await state(renamed, 'Economize {amount} hoje')).toEqual(EMPTY)
    const reworded = await round(before, po(entry('ecommerce › pricing.note', 'Economize {price} agora', '')))
    expect(await state(reworded, 'Economize {price} agora')).toEqual(
      fuzzyFrom('Save {price} today', 'Economize {price} hoje'),
    )
  })

  it('offers the closest earlier text whatever the order of the file, and merging again changes nothing', async () => {
    const older = `#. Used in: home › hero.title\n#~ msgid "Software sob medida para a sua empresa"\n#~ msgstr "Custom software for your business"\n`
    const current = entry('home › hero.title', 'Aplicativos móveis', 'Mobile apps')
    const after = po(entry('home › hero.title', 'Software sob medida para sua empresa', ''))
    const [text, reordered] = await Promise.all([round(po(older, current), after), round(po(current, older), after)])
    expect(reordered).toBe(text)
    expect(await state(text, 'Software sob medida para sua empresa')).toEqual(
      fuzzyFrom('Custom software for your business', 'Software sob medida para a sua empresa'),
    )
    expect(await state(text, 'Aplicativos móveis')).toEqual(obsolete('Mobile apps'))
    expect(await round(text, text.replace(/#\| msgid .*\n/, ''))).toBe(text)
  })
})
