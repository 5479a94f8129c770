import type { Plugin } from 'vite'
import { siteLocaleFormats } from '../i18n/localeFormats'

/**
 * Writes the site locales' number and date formats, read from `Intl` at build time, into the code
 * (`src/i18n/localeFormats.ts`): the browser then formats without loading its own locale data.
 */
export function localeFormatsPlugin(): Plugin {
  return {
    name: 'nuvora:locale-formats',
    config: () => ({ define: { __LOCALE_FORMATS__: JSON.stringify(siteLocaleFormats()) } }),
  }
}
