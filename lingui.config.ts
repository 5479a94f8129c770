import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales'

/** Translators work only in `locales/<locale>/messages.po`; the source and fallback locale is the default one. */
export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: [
        '<rootDir>/src',
        '<rootDir>/sections',
        '<rootDir>/content',
        '<rootDir>/pages',
        '<rootDir>/pages.config.ts',
      ],
      exclude: ['**/*.test.*', '**/fixtures.ts', '<rootDir>/src/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
