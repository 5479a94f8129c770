import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, type Locale } from './locales'

// Compiled on the fly from the PO files by the Lingui Vite plugin; one lazy chunk per locale. The pseudo-locale's
// catalog is the section gallery's (src/gallery/), never the visitors'.
const catalogs = import.meta.glob<{ messages: Messages }>(['/locales/*/messages.po', '!/locales/pseudo/**'])

/**
 * One i18n instance per locale, each activated once and never switched: what is on screen takes the instance of
 * the locale of its matched URL, so loading another locale's catalog (a preload on hover) changes nothing visible.
 * The server makes a fresh set per prerendered page; the browser keeps one.
 */
export interface Catalogs {
  /** Loads the locale's catalog (once) and returns its i18n instance. */
  load(locale: Locale): Promise<I18n>
  /** The locale's instance; its catalog must have been loaded. */
  get(locale: Locale): I18n
}

export function createCatalogs(): Catalogs {
  const instances = new Map<Locale, I18n>()
  return {
    async load(locale) {
      const ready = instances.get(locale)
      if (ready) return ready
      const load = catalogs[`/locales/${locale}/messages.po`] ?? catalogs[`/locales/${DEFAULT_LOCALE}/messages.po`]
      if (!load) throw new Error(`No message catalog for "${locale}" in locales/`)
      const { messages } = await load()
      const i18n = instances.get(locale) ?? setupI18n({ locale, messages: { [locale]: messages } })
      instances.set(locale, i18n)
      return i18n
    },
    get(locale) {
      const i18n = instances.get(locale)
      if (!i18n) throw new Error(`The "${locale}" catalog was used before it was loaded`)
      return i18n
    },
  }
}

/** A fresh instance for one locale, for tests and scripts that render outside the router. */
export function loadI18n(locale: Locale): Promise<I18n> {
  return createCatalogs().load(locale)
}
