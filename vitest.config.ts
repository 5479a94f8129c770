import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'
import { formValidatorsPlugin } from './src/tools/build/formValidatorsPlugin.ts'
import { linguiPlugins } from './src/tools/build/linguiPlugins.ts'
import { testForms } from './src/testing/testForms.ts'

/** Where the unit tests are (the integration tests are under tests/integration/). */
const UNIT_FOLDERS = ['app', 'src', 'sections', 'layouts', 'tests/unit', 'tests/content', 'tests/types', 'scripts']

/**
 * A test that changes what other files would see: a browser-like environment (happy-dom), a global or a method
 * replaced (`vi.stubGlobal`, `vi.spyOn`), fake timers, a mocked module. Such files run each in a fresh module
 * graph; the others share one per worker (`isolate: false`), so the site, the sections and the engine are loaded
 * once per worker instead of once per file.
 */
const CHANGES_GLOBALS = /@vitest-environment|vi\.(stubGlobal|stubEnv|spyOn|useFakeTimers|mock|doMock|resetModules)\b/

const root = fileURLToPath(new URL('.', import.meta.url))
// A copy of the site without its tests (tests/integration/new-page.test.ts) still runs its scripts through this file.
const unitFiles = UNIT_FOLDERS.filter((folder) => existsSync(join(root, folder))).flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${folder}/${name}`),
)
const isolated = unitFiles.filter((file) => CHANGES_GLOBALS.test(readFileSync(join(root, file), 'utf8')))

/**
 * Integration tests that need the machine's builds to themselves. The incremental build keeps the last build's
 * bundles only while Vike's prerender would load that build's server bundle, which Vike records in node_modules at
 * each `vike build`, whatever copy of the project it built: another test's build between two of its builds made it
 * rebuild them (correctly), and its "bundles kept" checks failed whenever the timing let one in.
 */
const ALONE = ['tests/integration/incremental-build.test.ts']

/** Unit tests (and the scripts run through `scripts/run.mjs`) read copy exactly like the site build does. */
export default defineConfig({
  plugins: [...linguiPlugins(), formValidatorsPlugin(testForms), react()],
  test: {
    environment: 'node',
    // A build a test runs leaves no build daemon behind it (the incremental-build test starts and stops its own).
    env: { NUVORA_BUILD_DAEMON: '0' },
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker, and most of the slow files (builds, servers, PostgreSQL restarts,
    // mail stalls) wait more than they compute: three at once took the suite from 795 s to 505 s on the 2-core machine.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
          exclude: [...configDefaults.exclude, ...isolated],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: isolated } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ALONE],
          // Every image made once before any dev server or build of these tests starts (`npm run media`).
          globalSetup: ['tests/integration/mediaSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-alone',
          include: ALONE,
          globalSetup: ['tests/integration/mediaSetup.ts'],
          // After every other file, with nothing beside it.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
