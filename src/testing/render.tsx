import type { I18n } from '@lingui/core'
import { Window } from 'happy-dom'
import type { ReactElement } from 'react'
import { loadI18n } from '../i18n/catalogs'
import { localeOfPath, type Locale } from '../i18n/locales'
import { renderAtUrl } from '../render/renderAtUrl'
import type { SiteData } from '../config/site'
import { testSite } from './testSite'

/** Parses server HTML into a DOM document to query in tests. */
export function toDocument(html: string): Document {
  const window = new Window()
  window.document.body.innerHTML = html
  return window.document as unknown as Document
}

export interface RenderOptions {
  /** The i18n instance to render with (default: a fresh one for the URL's locale). */
  i18n?: I18n
  /** The site around the element (default: the small test site). */
  site?: SiteData
  /** The page's URL in each locale, as its route would carry them (default: only `url`). */
  alternates?: Partial<Record<Locale, string>>
}

/** Renders one element on the server as the page at `url` (a route, its i18n and the site data around it). */
export async function renderElement(
  element: ReactElement,
  url = '/pt-br',
  options: RenderOptions = {},
): Promise<Document> {
  const locale = localeOfPath(url)
  const i18n = options.i18n ?? (await loadI18n(locale))
  const html = await renderAtUrl({
    element,
    url,
    locale,
    pageId: 'test',
    alternates: options.alternates ?? { [locale]: url },
    site: options.site ?? testSite,
    i18n,
  })
  return toDocument(html)
}
