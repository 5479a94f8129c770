import type { PageConfig } from '../config/pages.ts'

/** Set by `npm run translate` (`scripts/translate.ts`) to the translator's locale for the dev server it starts. */
export const TRANSLATE_LOCALE_ENV = 'NUVORA_TRANSLATE_LOCALE'

/** The locale the dev server runs in-context translation for, or undefined (the plain dev server, the build). */
export const translateLocale = (): string | undefined => process.env[TRANSLATE_LOCALE_ENV] || undefined

/**
 * How the server prepares a page to serve: under `npm run translate` every page in every locale, drafts included
 * (its `locales` option dropped), so a translator sees a page before it is published in their language. The build
 * never runs in this mode (`scripts/translate/plugin.ts` refuses it), so drafts still never ship.
 */
export function previewDrafts(): (page: PageConfig) => PageConfig {
  if (!translateLocale()) return (page) => page
  return ({ locales: _locales, ...page }) => page
}
