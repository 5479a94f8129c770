import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales'
import { PSEUDO_LOCALE } from './src/gallery/galleryLocales'

/** Translators work only in `locales/<locale>/messages.po`; the source and fallback locale is the default one. */
export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  // The pseudo-locale is compiled with every message accented, for the section gallery only (src/gallery/).
  locales: [...LOCALES, PSEUDO_LOCALE],
  pseudoLocale: PSEUDO_LOCALE,
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: [
        '<rootDir>/app',
        '<rootDir>/src',
        '<rootDir>/sections',
        '<rootDir>/layouts',
        '<rootDir>/content',
        '<rootDir>/pages',
        '<rootDir>/pages.config.ts',
        // The words inside the pictures `npm run media:art` draws (one picture per locale).
        '<rootDir>/scripts/media-art',
      ],
      exclude: ['**/*.test.*', '**/fixtures.ts', '<rootDir>/src/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
