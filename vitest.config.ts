import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { formValidatorsPlugin } from './src/build/formValidatorsPlugin.ts'
import { linguiPlugins } from './src/build/linguiPlugins.ts'
import { testForms } from './src/testing/testForms.ts'

/** The tests that start servers, builds and databases: their own project, after the images are made once. */
const INTEGRATION = 'tests/integration/**/*.test.ts'

/** Unit tests (and the scripts run through `scripts/run.mjs`) read copy exactly like the site build does. */
export default defineConfig({
  plugins: [...linguiPlugins(), formValidatorsPlugin(testForms), react()],
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker, and most of the slow files (builds, servers, PostgreSQL restarts,
    // mail stalls) wait more than they compute: three at once took the suite from 795 s to 505 s on the 2-core machine.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'sections/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/content/**/*.test.{ts,tsx}',
            'tests/types/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [INTEGRATION],
          // Every image made once before any dev server or build of these tests starts (`npm run media`).
          globalSetup: ['tests/integration/mediaSetup.ts'],
        },
      },
    ],
  },
})
