import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { createCompiledCatalog } from '@lingui/cli/api'
import { loadI18n } from '../i18n/catalogs'
import { LOCALE_INFO } from '../i18n/locales'
import { PSEUDO_LOCALE, siteLocaleOf, type GalleryLocale } from './galleryLocales'
import { lengthenMessages } from './lengthen'

// The pseudo-locale's catalog, compiled by the Lingui Vite plugin with every message pseudo-localized. Only the
// gallery's server render loads it (the visitors' catalogs exclude it, see src/i18n/catalogs.ts).
const pseudoCatalog = import.meta.glob<{ messages: Messages }>('/locales/pseudo/messages.po')

/**
 * A fresh i18n instance for a gallery locale, with the site's catalog of that locale; for the pseudo-locale, Lingui's
 * pseudo-localized catalog, lengthened (`lengthenMessages`).
 */
export async function loadGalleryI18n(locale: GalleryLocale): Promise<I18n> {
  if (locale !== PSEUDO_LOCALE) return loadI18n(locale)
  const load = pseudoCatalog[`/locales/${PSEUDO_LOCALE}/messages.po`]
  if (!load) throw new Error(`No locales/${PSEUDO_LOCALE}/messages.po: run \`npm run i18n:extract\``)
  const { messages } = await load()
  // Numbers and dates as in the default locale; the copy is what the pseudo-locale is about.
  const formats = LOCALE_INFO[siteLocaleOf(locale)].htmlLang
  return setupI18n({ locale, locales: [formats], messages: { [locale]: lengthenMessages(messages) } })
}

/**
 * Adds the fixtures' copy (source text by id, see `galleryContent`) to `i18n`, compiled by Lingui's own catalog
 * compiler: for the pseudo-locale that pseudo-localizes it exactly like the catalog's messages (then it is
 * lengthened like them), so the fixtures' copy is transformed too although it is never extracted. Server side only
 * (the compiler is Lingui's CLI).
 */
export function addFixtureCopy(i18n: I18n, messages: Record<string, string>): void {
  const { source, errors } = createCompiledCatalog(i18n.locale, messages, {
    namespace: 'json',
    pseudoLocale: PSEUDO_LOCALE,
  })
  if (errors.length > 0)
    throw new Error(
      `Fixture copy that is not valid ICU: ${errors.map((error) => `${error.id} "${error.source}" (${String(error.error)})`).join('; ')}`,
    )
  const compiled = (JSON.parse(source) as { messages: Messages }).messages
  i18n.load(i18n.locale, i18n.locale === PSEUDO_LOCALE ? lengthenMessages(compiled) : compiled)
}
