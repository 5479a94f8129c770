import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from './locales'

/** The browser's catalogs: each locale's instance holds the messages of the pages seen in it, nothing more. */
export interface PageCatalogs {
  /** Adds a page's compiled messages (its blocks' and its chrome's) to the locale's instance. */
  add(locale: Locale, messages: Messages): void
  /** The locale's instance; a page of that locale must have added its messages. */
  get(locale: Locale): I18n
  /**
   * Forgets every locale's instance, so the next page added starts a fresh one: the dev server's hot update, once a
   * PO file changed a message already added (`app/devPreview/`). What is on screen keeps its instance until then.
   */
  clear(): void
}

/**
 * The browser's catalogs: no locale's whole catalog ships. Each page brings the messages it and its chrome use
 * (the browser router adds them before the page renders); a message once added never changes, so a preload in
 * another locale or of another page changes nothing on screen.
 */
export function createPageCatalogs(): PageCatalogs {
  const instances = new Map<Locale, I18n>()
  return {
    add(locale, messages) {
      let i18n = instances.get(locale)
      if (!i18n) instances.set(locale, (i18n = setupI18n({ locale, messages: { [locale]: {} } })))
      const known = i18n.messages
      const fresh = Object.keys(messages).filter((id) => !(id in known))
      // Nothing new: no `change` event, so nothing on screen renders again.
      if (fresh.length > 0) i18n.load(locale, Object.fromEntries(fresh.map((id) => [id, messages[id]!])))
    },
    get(locale) {
      const i18n = instances.get(locale)
      if (!i18n) throw new Error(`The "${locale}" catalog was used before a page of it brought its messages`)
      return i18n
    },
    clear() {
      instances.clear()
    },
  }
}
