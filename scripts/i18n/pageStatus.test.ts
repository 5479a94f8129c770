import { describe, expect, it } from 'vitest'
import type { PageConfig } from '../../src/config/pages'
import type { Locale } from '../../src/i18n/locales'
import type { Catalog } from './catalogs'
import { entriesLeft, formatEntriesLeft, pageStatusArguments } from './pageStatus'
import type { MessageUsage } from './usage'

const page = (id: string, locales?: Locale[]) =>
  ({
    id,
    path: `/${id}`,
    layout: 'default',
    sections: [],
    meta: {},
    ...(locales ? { locales } : {}),
  }) as unknown as PageConfig
const at = (pageId: string | null, label: string) => ({ label, pageId, path: '/' })
const usage: MessageUsage = {
  pages: [page('home'), page('offers', ['pt-br'])],
  localesInProgress: [],
  blocks: new Map(),
  sources: new Map(),
  places: new Map([
    ['title', [at('home', 'home › hero.title')]],
    ['subtitle', [at('home', 'home › hero.subtitle'), at('offers', 'offers › hero.subtitle')]],
    ['menu', [at(null, 'every page › header.menu')]],
    ['price', [at('offers', 'offers › offer.price')]],
  ]),
}
const entry = (message: string, translation: string, extra: Partial<Catalog[string]> = {}) => ({
  message,
  translation,
  extra: { flags: [] as string[] },
  comments: [],
  ...extra,
})
const source: Catalog = {
  title: entry('Título', 'Título'),
  subtitle: entry('Subtítulo novo', 'Subtítulo novo'),
  menu: entry('Contato', 'Contato', { context: 'menu' }),
  price: entry('Preço', 'Preço'),
}
const catalogs = new Map<Locale, Catalog>([
  ['pt-br', source],
  [
    'en-us',
    {
      title: entry('Título', 'Title'),
      subtitle: entry('Subtítulo novo', 'Subtitle', { extra: { flags: ['fuzzy'] }, previous: 'Subtítulo' }),
      menu: entry('Contato', '', { context: 'menu' }),
      price: entry('Preço', ''),
    },
  ],
])

describe('npm run i18n:status -- --page <id> --locale <locale>', () => {
  it("lists the page's entries left in the locale (its chrome's too), with source, context and where used", () => {
    expect(formatEntriesLeft('offers', 'en-us', entriesLeft(catalogs, usage, 'offers', 'en-us')).split('\n')).toEqual([
      'offers in en-us (not published in en-us): 3 of 3 entries left (2 missing, 1 fuzzy)',
      '  fuzzy    "Subtítulo novo" (was "Subtítulo"; translation "Subtitle")',
      '           used in: home › hero.subtitle; offers › hero.subtitle',
      '  missing  "Contato" (context "menu")',
      '           used in: every page › header.menu',
      '  missing  "Preço"',
      '           used in: offers › offer.price',
    ])
  })

  it('says when a page is done', () => {
    const done = new Map(catalogs)
    done.set('en-us', {
      ...catalogs.get('en-us')!,
      subtitle: entry('Subtítulo novo', 'New subtitle'),
      menu: entry('Contato', 'Contact', { context: 'menu' }),
    })
    expect(formatEntriesLeft('home', 'en-us', entriesLeft(done, usage, 'home', 'en-us'))).toBe(
      'home in en-us: nothing left, all 3 entries translated',
    )
  })

  it('refuses an unknown page or locale, naming the closest', () => {
    expect(() => pageStatusArguments(['--page', 'ofers', '--locale', 'en-us'], usage)).toThrow(
      'unknown page "ofers" (did you mean "offers"?); the pages are home, offers',
    )
    expect(() => pageStatusArguments(['--page', 'offers', '--locale', 'en-uk'], usage)).toThrow(
      'unknown locale "en-uk" (did you mean "en-us"?); the locales are pt-br, en-us, es-es',
    )
    const withArticle = { ...usage, pages: [...usage.pages, page('news-article/first')] }
    expect(() => pageStatusArguments(['--page', 'news-article', '--locale', 'en-us'], withArticle)).toThrow(
      '(did you mean "news-article/first"?)',
    )
    expect(() => pageStatusArguments(['--locale', 'en-us'], usage)).toThrow('give the page too: --page <id>')
    expect(pageStatusArguments(['--page', 'offers', '--locale', 'en-us'], usage)).toEqual({
      page: 'offers',
      locales: ['en-us'],
    })
    expect(pageStatusArguments(['--page', 'offers'], usage)).toEqual({ page: 'offers', locales: ['en-us', 'es-es'] })
    expect(pageStatusArguments([], usage)).toBeUndefined()
  })
})
