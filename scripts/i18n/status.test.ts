import { describe, expect, it } from 'vitest'
import type { PageConfig } from '../../src/config/pages'
import type { Locale } from '../../src/i18n/locales'
import type { Catalog } from './catalogs'
import { formatStatus, translationStatus } from './status'
import type { MessageUsage } from './usage'

const page = (id: string, path: string, locales?: Locale[]) =>
  ({ id, path, layout: 'default', sections: [], meta: {}, ...(locales ? { locales } : {}) }) as unknown as PageConfig
const at = (pageId: string | null, label: string) => ({ label, pageId, path: '/' })
const usage: MessageUsage = {
  pages: [page('home', '/'), page('offers', '/ofertas', ['pt-br'])],
  blocks: new Map(),
  sources: new Map(),
  localesInProgress: [],
  places: new Map([
    ['title', [at('home', 'home › hero.title')]],
    ['subtitle', [at('home', 'home › hero.subtitle')]],
    ['menu', [at(null, 'every page › header.menu')]],
    ['price', [at('offers', 'offers › offer.price')]],
    ['subject', [{ label: 'team e-mail › e-mail to the team.contact', pageId: null, path: null }]],
  ]),
}
const entry = (message: string, translation: string, fuzzy = false) => ({
  message,
  translation,
  extra: { flags: fuzzy ? ['fuzzy'] : [] },
  comments: [],
})
const source: Catalog = Object.fromEntries(
  ['title', 'subtitle', 'menu', 'price', 'subject'].map((id) => [id, entry(id, id)]),
)
const catalogs = new Map<Locale, Catalog>([
  ['pt-br', source],
  [
    'en-us',
    {
      title: entry('title', 'Title'),
      subtitle: entry('subtitle', 'Sub', true),
      menu: entry('menu', 'Menu'),
      price: entry('price', ''),
      subject: entry('subject', 'New contact'),
    },
  ],
  [
    'es-es',
    {
      title: entry('title', 'Título'),
      subtitle: entry('subtitle', ''),
      menu: entry('menu', 'Menú'),
      price: entry('price', 'Precio'),
      subject: entry('subject', ''),
    },
  ],
])

describe('npm run i18n:status', () => {
  it('prints translated / fuzzy / missing and a percentage per locale and page, drafts marked', () => {
    expect(formatStatus(translationStatus(catalogs, usage)).split('\n')).toEqual([
      'locale  page         translated  fuzzy  missing      %',
      'pt-br   home                  3      0        0   100%',
      'pt-br   offers                2      0        0   100%',
      'pt-br   (site-wide)           1      0        0   100%',
      'en-us   home                  2      1        0    66%',
      'en-us   offers                1      0        1    50%  not published in en-us',
      'en-us   (site-wide)           1      0        0   100%',
      'es-es   home                  2      0        1    66%',
      'es-es   offers                2      0        0   100%  not published in es-es',
      'es-es   (site-wide)           0      0        1     0%',
    ])
  })
})
