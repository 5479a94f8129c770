import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Catalogs } from './catalogs'
import type { Locale } from './locales'

/** The browser's catalogs: each locale's instance holds the messages of the pages seen in it, nothing more. */
export interface PageCatalogs extends Catalogs {
  /** Adds a page's compiled messages (its blocks' and its chrome's) to the locale's instance. */
  add(locale: Locale, messages: Messages): void
}

/**
 * The browser's `Catalogs`: no locale's whole catalog ships. Each page brings the messages it and its chrome use
 * (`browserPageLoader` adds them before the page renders); a message once added never changes, so a preload in
 * another locale or of another page changes nothing on screen. `load` only waits for a locale no page has
 * brought yet (the not-found page of a URL in another locale): `chromeMessages` fetches what that page shows.
 */
export function createPageCatalogs(chromeMessages: (locale: Locale) => Promise<Messages>): PageCatalogs {
  const instances = new Map<Locale, I18n>()
  const pending = new Map<Locale, Promise<I18n>>()
  const instance = (locale: Locale) => {
    let i18n = instances.get(locale)
    if (!i18n) instances.set(locale, (i18n = setupI18n({ locale, messages: { [locale]: {} } })))
    return i18n
  }
  const add = (locale: Locale, messages: Messages) => {
    const i18n = instance(locale)
    const known = i18n.messages
    const fresh = Object.keys(messages).filter((id) => !(id in known))
    // Nothing new: no `change` event, so nothing on screen renders again.
    if (fresh.length > 0) i18n.load(locale, Object.fromEntries(fresh.map((id) => [id, messages[id]!])))
  }
  return {
    add,
    load(locale) {
      const ready = instances.get(locale)
      if (ready) return Promise.resolve(ready)
      let loading = pending.get(locale)
      if (!loading) {
        loading = chromeMessages(locale).then((messages) => {
          add(locale, messages)
          return instance(locale)
        })
        loading.catch(() => pending.delete(locale))
        pending.set(locale, loading)
      }
      return loading
    },
    get(locale) {
      const i18n = instances.get(locale)
      if (!i18n) throw new Error(`The "${locale}" catalog was used before it was loaded`)
      return i18n
    },
  }
}
