import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readExportInput } from '../../src/tools/build/export/exportInput'
import type { Locale } from '../../src/i18n/locales'
import { notFoundLocales, notFoundUrls } from '../../src/config/notFoundUrls'

/** One kind of page (a file of `pages/`, or the not-found page): its layout and one URL in each locale it has. */
export interface PageKind {
  /** The page's id (`news-article` for every article), or `not-found`. */
  kind: string
  layout: string
  urls: Partial<Record<Locale, string>>
}

/** Each page file's id and layout (`id: 'home'`, `layout: 'default'`), read as text: the files need Lingui's macros. */
function layoutsByPageId(): Map<string, string> {
  const folder = join(import.meta.dirname, '../../pages')
  const layouts = new Map<string, string>()
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(join(folder, file), 'utf8')
    const id = /^\s+id: '([^']+)'/m.exec(source)?.[1]
    const layout = /^\s+layout: '([^']+)'/m.exec(source)?.[1]
    if (!id || !layout) throw new Error(`pages/${file}: no id or layout found`)
    layouts.set(id, layout)
  }
  return layouts
}

/**
 * Every page kind of the build (`<DIST_DIR>/cache/export-input.json`, the build's route table), in the order of
 * `pages.config.ts`, each at its first URL per locale (a locale's own prefix preferred over an alias such as `/`),
 * and the not-found page (framed by the `default` layout) in each locale that has one. A page added to
 * `pages.config.ts` is a new kind here without touching the tests.
 */
export function pageKinds(dist = process.env.DIST_DIR ?? 'dist'): PageKind[] {
  const { routes } = readExportInput(dist)
  const layouts = layoutsByPageId()
  const kinds = new Map<string, PageKind>()
  for (const { url, locale, page } of routes) {
    const kind = page.id.split('/')[0]!
    const layout = layouts.get(kind)
    if (!layout) throw new Error(`${url}: no file under pages/ declares the page id '${kind}'`)
    const entry = kinds.get(kind) ?? { kind, layout, urls: {} }
    kinds.set(kind, entry)
    const current = entry.urls[locale]
    const own = (path: string) => path === `/${locale}` || path.startsWith(`/${locale}/`)
    if (!current || (!own(current) && own(url))) entry.urls[locale] = url
  }
  const notFound: PageKind = { kind: 'not-found', layout: 'default', urls: {} }
  for (const locale of notFoundLocales(routes)) notFound.urls[locale] = notFoundUrls[locale]
  return [...kinds.values(), notFound]
}
