import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, type Locale } from './locales'

// Compiled on the fly from the PO files by the Lingui Vite plugin; one lazy chunk per locale.
const catalogs = import.meta.glob<{ messages: Messages }>('/locales/*/messages.po')
const loaded = new Map<Locale, Messages>()

async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale)
  if (cached) return cached
  const load = catalogs[`/locales/${locale}/messages.po`] ?? catalogs[`/locales/${DEFAULT_LOCALE}/messages.po`]
  if (!load) throw new Error(`No message catalog for "${locale}" in locales/`)
  const { messages } = await load()
  loaded.set(locale, messages)
  return messages
}

/** A fresh i18n instance: one per prerendered page (never a shared global during prerender) and one in the browser. */
export function createI18n(): I18n {
  return setupI18n()
}

/** Loads the locale's catalog (once per process) and makes it the active one. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) })
}
