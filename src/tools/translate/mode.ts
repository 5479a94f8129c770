/** Set by `npm run translate` (`scripts/translate.ts`) to the translator's locale for the dev server it starts. */
export const TRANSLATE_LOCALE_ENV = 'NUVORA_TRANSLATE_LOCALE'

/** The locale the dev server runs in-context translation for, or undefined (the plain dev server, the build). */
export const translateLocale = (): string | undefined => process.env[TRANSLATE_LOCALE_ENV] || undefined
