import type { Plugin } from 'vite'
import { siteLocaleFormats } from '../../i18n/localeFormats'

/**
 * Writes the site locales' number and date formats, and the names of `regions` (the countries the site writes, by
 * ISO code), read from `Intl` at build time, into the code (`src/i18n/localeFormats.ts`): the browser then formats
 * without loading its own locale data.
 */
export function localeFormatsPlugin({ regions = [] }: { regions?: readonly string[] } = {}): Plugin {
  return {
    name: 'nuvora:locale-formats',
    config: () => ({ define: { __LOCALE_FORMATS__: JSON.stringify(siteLocaleFormats(regions)) } }),
  }
}
