import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/** Translators work only in `locales/<locale>/messages.po`; pt-br is the source and the fallback. */
export default defineConfig({
  sourceLocale: 'pt-br',
  locales: ['pt-br', 'en-us', 'es-es'],
  fallbackLocales: { default: 'pt-br' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/sections', '<rootDir>/pages.config.ts'],
      exclude: ['**/*.test.*', '**/fixtures.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
