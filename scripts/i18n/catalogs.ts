import { readFile, writeFile } from 'node:fs/promises'
import type { CatalogType } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales'

// The same PO formatter settings as lingui.config.ts, so reading and writing here round-trips exactly.
const po = formatter({ lineNumbers: false })
export const catalogPath = (locale: Locale) => `locales/${locale}/messages.po`

/** A locale's catalog, keyed by Lingui message id. */
export async function readCatalog(locale: Locale): Promise<CatalogType> {
  const content = await readFile(catalogPath(locale), 'utf8')
  return po.parse(content, { locale, sourceLocale: DEFAULT_LOCALE, filename: catalogPath(locale) })
}

export async function writeCatalog(locale: Locale, catalog: CatalogType): Promise<void> {
  const filename = catalogPath(locale)
  const existing = await readFile(filename, 'utf8')
  const content = await po.serialize(catalog, { locale, sourceLocale: DEFAULT_LOCALE, filename, existing })
  if (content !== existing) await writeFile(filename, content)
}
