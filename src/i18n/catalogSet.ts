import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from './locales'

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

/** A locale's compiled messages, wherever they come from (the PO files, or the build's hand-over of them). */
export type MessagesOf = (locale: Locale) => Promise<Messages>

/** A fresh set of catalogs whose messages come from `messagesOf`. */
export function catalogsOf(messagesOf: MessagesOf): Catalogs {
  const instances = new Map<Locale, I18n>()
  return {
    async load(locale) {
      const ready = instances.get(locale)
      if (ready) return ready
      const messages = await messagesOf(locale)
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
