import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Catalogs } from '../i18n/catalogSet'
import { LOCALE_INFO } from '../i18n/locales'
import { PSEUDO_LOCALE, siteLocaleOf, type GalleryLocale } from './galleryLocales'
import { lengthenMessages } from './lengthen'

// The pseudo-locale's catalog, compiled by the Lingui Vite plugin with every message pseudo-localized. Only the
// gallery's server render loads it (the visitors' catalogs exclude it, see src/i18n/catalogs.ts).
const pseudoCatalog = import.meta.glob<{ messages: Messages }>('/locales/pseudo/messages.po')

/**
 * The i18n instance of a gallery locale: the site's catalog of that locale (from `catalogs`); for the pseudo-locale,
 * Lingui's pseudo-localized catalog, lengthened (`loadPseudoI18n`).
 */
export async function loadGalleryI18n(locale: GalleryLocale, catalogs: Catalogs): Promise<I18n> {
  return locale === PSEUDO_LOCALE ? loadPseudoI18n() : catalogs.load(locale)
}

/** A fresh i18n instance of the pseudo-locale: its catalog pseudo-localized by Lingui, lengthened (`lengthenMessages`). */
export async function loadPseudoI18n(): Promise<I18n> {
  const load = pseudoCatalog[`/locales/${PSEUDO_LOCALE}/messages.po`]
  if (!load) throw new Error(`No locales/${PSEUDO_LOCALE}/messages.po: run \`npm run i18n:extract\``)
  const { messages } = await load()
  // Numbers and dates as in the default locale; the copy is what the pseudo-locale is about.
  const formats = LOCALE_INFO[siteLocaleOf(PSEUDO_LOCALE)].htmlLang
  return setupI18n({
    locale: PSEUDO_LOCALE,
    locales: [formats],
    messages: { [PSEUDO_LOCALE]: lengthenMessages(messages) },
  })
}

/**
 * Adds the fixtures' copy (source text by id, see `galleryContent`) to `i18n`, compiled by Lingui's own catalog
 * compiler: for the pseudo-locale that pseudo-localizes it exactly like the catalog's messages (then it is
 * lengthened like them), so the fixtures' copy is transformed too although it is never extracted. Server side only
 * (the compiler is Lingui's CLI, loaded here: Vike loads the gallery's entry for every prerender, and Lingui's CLI
 * brings Babel, a few hundred milliseconds for a build that renders no gallery page).
 */
export async function addFixtureCopy(i18n: I18n, messages: Record<string, string>): Promise<void> {
  const { createCompiledCatalog } = await import('@lingui/cli/api')
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
