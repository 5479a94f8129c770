import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '../../src/i18n/locales'
import type { Catalog, CatalogEntry } from './catalogs'
import { readCatalogs } from './load'
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
