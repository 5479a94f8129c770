import type { I18n, Messages } from '@lingui/core'
import { catalogsOf, type Catalogs, type MessagesOf } from './catalogSet'
import { DEFAULT_LOCALE, type Locale } from './locales'

// Compiled on the fly from the PO files by the Lingui Vite plugin; one lazy chunk per locale. The pseudo-locale's
// catalog is the section gallery's (src/gallery/), never the visitors'.
const catalogs = import.meta.glob<{ messages: Messages }>(['/locales/*/messages.po', '!/locales/pseudo/**'])

/** Each locale's messages, compiled from its PO file; a locale without one reads the default locale's. */
export const messagesOfCatalogFiles: MessagesOf = async (locale) => {
  const load = catalogs[`/locales/${locale}/messages.po`] ?? catalogs[`/locales/${DEFAULT_LOCALE}/messages.po`]
  if (!load) throw new Error(`No message catalog for "${locale}" in locales/`)
  return (await load()).messages
}

/**
 * A fresh set of catalogs read from the PO files: the dev servers, scripts and tests. The build's prerender reads
 * the messages its first step compiled instead (`app/siteSource.built.ts`), so its bundle holds no catalog.
 */
export function createCatalogs(): Catalogs {
  return catalogsOf(messagesOfCatalogFiles)
}

/** A fresh instance for one locale, for tests and scripts that render outside the router. */
export function loadI18n(locale: Locale): Promise<I18n> {
  return createCatalogs().load(locale)
}
