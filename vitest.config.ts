import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { formValidatorsPlugin } from './src/build/formValidatorsPlugin.ts'
import { linguiPlugins } from './src/build/linguiPlugins.ts'
import { testForms } from './src/testing/testForms.ts'

/** Unit tests (and the scripts run through `scripts/run.mjs`) read copy exactly like the site build does. */
export default defineConfig({
  plugins: [...linguiPlugins(), formValidatorsPlugin(testForms), react()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'sections/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/content/**/*.test.{ts,tsx}',
      'tests/types/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker, and most of the slow files (builds, servers, PostgreSQL restarts,
    // mail stalls) wait more than they compute: three at once took the suite from 795 s to 505 s on the 2-core machine.
    maxWorkers: 3,
  },
})
