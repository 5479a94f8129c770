import { LOCALES, type Locale } from '../../src/i18n/locales'
import { CATALOGS_DIR, readCatalog, type Catalog } from './catalogs'

/** The catalogs of the site's locales (`LOCALES`); other catalog folders (a pseudo-locale) are not the site's. */
export async function readCatalogs(dir = CATALOGS_DIR): Promise<Map<Locale, Catalog>> {
  const catalogs = new Map<Locale, Catalog>()
  for (const locale of LOCALES) catalogs.set(locale, await readCatalog(locale, dir))
  return catalogs
}
