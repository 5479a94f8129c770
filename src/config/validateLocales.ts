import { LOCALE_INFO } from '../i18n/locales'
import type { ConfigError } from './validate'

/**
 * Each locale's flag (`LOCALE_INFO` in src/i18n/locales.ts) must be a file in `public/`: the language pickers show
 * it on every page, so a missing one is a broken image everywhere.
 */
export function validateLocales(publicFiles: ReadonlySet<string>): ConfigError[] {
  return Object.entries(LOCALE_INFO).flatMap(([locale, { flag }]) =>
    publicFiles.has(flag)
      ? []
      : [
          {
            where: `locale ${locale} › flag`,
            message: `"${flag}" is not a file in public/, so every language picker would show a broken image; add the flag there (an SVG, like public/icons/flag-br.svg) or fix its path in LOCALE_INFO (src/i18n/locales.ts)`,
          },
        ],
  )
}
