import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { withPageLocales } from '../../src/config/publication'
import { formatProgress, localesProgress } from './progress'
import type { Catalog, CatalogEntry } from './catalogs'
import { readCatalogs } from './load'
import { entriesLeft } from './pageStatus'
import { formatProblem, siteProblems } from './problems'
import { collectMessageUsage, type MessageUsage } from './usage'

let usage: MessageUsage
let committed: Map<Locale, Catalog>
beforeAll(async () => {
  usage = await collectMessageUsage()
  committed = await readCatalogs()
}, 60_000)

/** The committed catalogs with the entry shown at `label` changed in `locale`. */
function changed(locale: Locale, label: string, change: (entry: CatalogEntry) => void): Map<Locale, Catalog> {
  const catalogs = structuredClone(committed)
  const id = [...usage.places].find(([, places]) => places.some((place) => place.label === label))?.[0]
  if (!id) throw new Error(`nothing is used at ${label}`)
  change(catalogs.get(locale)![id]!)
  return catalogs
}

describe('the build-time translation gate (siteProblems)', () => {
  it('passes on the committed catalogs', () => {
    expect(siteProblems(committed, usage).map(formatProblem)).toEqual([])
  })

  it('fails on a fuzzy en-us entry, naming locale › page › block.field', () => {
    const catalogs = changed('en-us', 'home › hero.subtitle', (entry) => {
      entry.extra = { ...entry.extra, flags: ['fuzzy'] }
    })
    const problems = siteProblems(catalogs, usage)
    expect(problems.map((problem) => `${problem.locale} › ${problem.where}: ${problem.kind}`)).toEqual([
      'en-us › home › hero.subtitle: fuzzy',
    ])
    expect(formatProblem(problems[0]!)).toContain('delete its "#, fuzzy" line')
  })

  it('fails on a missing es-es entry, naming locale › page › block.field', () => {
    const catalogs = changed('es-es', 'home › hero.title', (entry) => {
      entry.translation = ''
    })
    expect(
      siteProblems(catalogs, usage).map((problem) => `${problem.locale} › ${problem.where}: ${problem.kind}`),
    ).toEqual(['es-es › home › hero.title: missing'])
  })

  it('fails on a translation whose placeholders differ from its source, with the entry and where it shows', () => {
    const catalogs = changed('en-us', 'ecommerce › offer › offer.was', (entry) => {
      entry.translation = 'Was <0>{preco}</0>, now'
    })
    const [problem, ...others] = siteProblems(catalogs, usage)
    expect(others).toEqual([])
    expect(formatProblem(problem!)).toBe(
      'en-us › ecommerce › offer › offer.was: "De <0>{price}</0> por" — placeholders: expected {price}, found ' +
        '{preco} (missing {price}; unexpected {preco}) in "Was <0>{preco}</0>, now": keep the source\'s ' +
        'placeholders, plural/select keys and tags (locales/en-us/messages.po)',
    )
  })

  it('names a message missing from the catalog by its source text, not its id, and says to run i18n:extract', () => {
    // What a source changed in a page without `npm run i18n:extract` looks like: its new id is in no catalog.
    const id = [...usage.places].find(([, places]) => places.some((place) => place.label === 'home › hero.title'))![0]
    const source = committed.get('pt-br')![id]!.message
    const catalogs = structuredClone(committed)
    for (const catalog of catalogs.values()) delete catalog[id]
    expect(siteProblems(catalogs, usage).map(formatProblem)).toEqual(
      ['en-us', 'es-es', 'pt-br'].map(
        (locale) =>
          `${locale} › home › hero.title: "${source}" — not in the catalog (new, or changed since the last ` +
          'extract): run npm run i18n:extract, then translate it',
      ),
    )
  })

  it("fails on a translation over its field's limit, naming the locale, the entry and where it is used", () => {
    const catalogs = changed('es-es', 'home › hero.title', (entry) => {
      entry.translation = 'Inteligencia artificial '.repeat(4)
    })
    const id = [...usage.places].find(([, places]) => places.some((place) => place.label === 'home › hero.title'))![0]
    expect(siteProblems(catalogs, usage).map(formatProblem)).toEqual([
      `es-es › home › hero.title: "${committed.get('pt-br')![id]!.message}" — its translation is 96 characters ` +
        "long, over this field's limit of 80: shorten it to 80 characters or fewer in locales/es-es/messages.po",
    ])
  })

  it('fails on alt text translated as the file name or a word for "picture", naming locale › page › field and the fix', () => {
    const label = 'home › hero.image.alt'
    const catalogs = changed('es-es', label, (entry) => {
      entry.translation = 'Imagen'
    })
    const id = [...usage.places].find(([, places]) => places.some((place) => place.label === label))![0]
    catalogs.get('en-us')![id]!.translation = 'product-and-ai'
    const source = committed.get('pt-br')![id]!.message
    expect(siteProblems(catalogs, usage).map(formatProblem)).toEqual([
      `en-us › ${label}: "${source}" — its translation "product-and-ai" is the picture's file name ` +
        '(hero/product-and-ai.png), which a screen reader would read out in its place: translate what the picture ' +
        'shows in locales/en-us/messages.po',
      `es-es › ${label}: "${source}" — its translation "Imagen" only says that there is a picture, which a screen ` +
        'reader announces anyway: translate what the picture shows in locales/es-es/messages.po',
    ])
  })

  it('lets a page published only in pt-br build with untranslated copy, and not once it is published in all', () => {
    const draft = usage.pages.find((page) => page.locales?.join() === 'pt-br')!
    const catalogs = structuredClone(committed)
    for (const [id, places] of usage.places) {
      if (!places.every((place) => place.pageId === draft.id)) continue
      catalogs.get('en-us')![id]!.translation = ''
      catalogs.get('es-es')![id]!.translation = ''
    }
    expect(siteProblems(catalogs, usage)).toEqual([])
    const published = {
      ...usage,
      pages: usage.pages.map((page) => (page === draft ? { ...page, locales: undefined } : page)),
    }
    const problems = siteProblems(catalogs, published)
    expect(problems.length).toBeGreaterThan(0)
    expect(new Set(problems.map((problem) => problem.where.split(' › ')[0]))).toEqual(new Set([draft.id]))
  })
})

describe('a locale in progress (settings.localesInProgress)', () => {
  /** The site with Spanish in progress, `publishedIn` the pages published there, and every Spanish text gone. */
  const inProgress = (publishedIn: string[]) => {
    const pages = usage.pages.map((page) =>
      publishedIn.includes(page.id)
        ? { ...page, locales: [...new Set([...(page.locales ?? LOCALES), 'es-es' as const])] }
        : page,
    )
    const spanish: MessageUsage = {
      ...usage,
      localesInProgress: ['es-es'],
      pages: withPageLocales(pages, { localesInProgress: ['es-es'] }),
    }
    const catalogs = structuredClone(committed)
    for (const entry of Object.values(catalogs.get('es-es')!)) entry.translation = ''
    return { spanish, catalogs }
  }

  it('lists none of its missing texts while no page is published in it, and reports its progress', () => {
    const { spanish, catalogs } = inProgress([])
    expect(siteProblems(catalogs, spanish)).toEqual([])
    const [progress, ...others] = localesProgress(catalogs, spanish)
    expect(others).toEqual([])
    expect(progress).toMatchObject({ locale: 'es-es', translated: 0, published: [], ready: [] })
    expect(formatProgress(progress!)).toMatch(
      /^es-es is in progress \(settings.localesInProgress\): 0 of \d+ messages translated \(0 %\), no page published yet$/,
    )
  })

  it('holds a page published in it to the gate, with the chrome every page shows', () => {
    const { spanish, catalogs } = inProgress(['contact'])
    const places = new Set(
      siteProblems(catalogs, spanish).map((problem) => `${problem.locale} › ${problem.where.split(/ › |\./)[0]}`),
    )
    expect([...places].sort()).toEqual(
      ['es-es › contact', 'es-es › every page', 'es-es › not-found page', 'es-es › team e-mail'].sort(),
    )
  })

  /** The committed Spanish translations of the messages shown at places whose label starts with one of `labels`. */
  const restore = (catalogs: Map<Locale, Catalog>, labels: string[]) => {
    for (const [id, places] of usage.places)
      if (places.some((place) => labels.some((label) => place.label.startsWith(label))))
        catalogs.get('es-es')![id]!.translation = committed.get('es-es')![id]!.translation
  }

  it('says a page is ready only when publishing it would pass the gate: the not-found page, the e-mail and its thank-you page too', () => {
    // What the translator's trial did (issue 38): the landing's texts and the chrome, all translated.
    const { spanish, catalogs } = inProgress([])
    restore(catalogs, ['softwareFactory ›', 'every page ›'])
    const notYet = localesProgress(catalogs, spanish)[0]!
    expect(notYet.ready.map((ready) => ready.page)).not.toContain('softwareFactory')
    restore(catalogs, ['not-found page', 'team e-mail ›'])
    expect(localesProgress(catalogs, spanish)[0]!.ready.map((ready) => ready.page)).not.toContain('softwareFactory')
    restore(catalogs, ['thank-you ›'])
    const progress = localesProgress(catalogs, spanish)[0]!
    expect(progress.ready).toContainEqual({ page: 'softwareFactory', with: ['thank-you'] })
    expect(formatProgress(progress)).toContain('softwareFactory (with thank-you)')
    // What the hint says passes the gate: the page and its thank-you page published, nothing else.
    const published = inProgress(['softwareFactory', 'thank-you']).spanish
    expect(siteProblems(catalogs, published).map(formatProblem)).toEqual([])
  })

  it('names a page whose own texts are done but whose thank-you page is not as not ready, and lists what is left', () => {
    const { spanish, catalogs } = inProgress([])
    restore(catalogs, ['softwareFactory ›', 'every page ›', 'not-found page', 'team e-mail ›'])
    const left = entriesLeft(catalogs, spanish, 'softwareFactory', 'es-es')
    expect(left.needs).toEqual(['thank-you'])
    expect(left.left.length).toBeGreaterThan(0)
    expect(left.left.every((entry) => entry.usedIn.some((place) => place.startsWith('thank-you ›')))).toBe(true)
  })

  it('counts in what a first page needs the not-found page and the team e-mail, besides the chrome and the page', () => {
    const { spanish, catalogs } = inProgress([])
    restore(catalogs, ['softwareFactory ›', 'every page ›'])
    const places = entriesLeft(catalogs, spanish, 'softwareFactory', 'es-es').left.flatMap((entry) => entry.usedIn)
    expect(places.some((place) => place.startsWith('not-found page'))).toBe(true)
    expect(places.some((place) => place.startsWith('team e-mail ›'))).toBe(true)
  })

  it('names each place once: a not-found message by its field, not also as the whole page', () => {
    const notFound = [...usage.places.values()].filter((places) =>
      places.some((place) => place.label.startsWith('not-found page')),
    )
    expect(notFound.length).toBeGreaterThan(0)
    for (const places of notFound) {
      const labels = places.map((place) => place.label)
      expect(new Set(labels).size, labels.join('; ')).toBe(labels.length)
      // The page as a whole only for a message no copy module names (one the not-found page shares with the chrome).
      if (labels.some((label) => label.startsWith('not-found page.'))) expect(labels).not.toContain('not-found page')
    }
  })

  it('names the pages 100 % translated there, ready to publish', () => {
    const { spanish } = inProgress([])
    const progress = localesProgress(committed, spanish)[0]!
    expect(progress.ready).toContainEqual({ page: 'home', with: [] })
    // A collection's pages share its `locales`: the status names the page declared, never one of its entries.
    expect(progress.ready).toContainEqual({ page: 'service', with: [] })
    expect(progress.ready.filter((ready) => ready.page.includes('/'))).toEqual([])
    const unprefixed = usage.pages.filter((page) => page.urls === 'unprefixed').map((page) => page.id)
    expect(unprefixed.length).toBeGreaterThan(0)
    expect(progress.ready.filter((ready) => unprefixed.includes(ready.page))).toEqual([])
    expect(formatProgress(progress)).toContain('ready to publish: ')
    expect(formatProgress(progress)).toContain('(add "es-es" to each one\'s `locales` in pages/<page>.ts)')
  })
})
