import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import design from './eslint/design-tokens.js'

/** Of `content/`, sections import the content models only (`content/models/`): pages hand them the content itself. */
const CONTENT_MODELS_ONLY = {
  target: './sections',
  from: './content',
  except: ['./models'],
  message: 'Sections import the content models (content/models) only: pages hand them the content itself.',
}

/** Sections never import pages. */
const NO_PAGES = {
  target: './sections',
  from: ['./pages', './pages.config.ts'],
  message: 'Sections never import pages: a page lists its blocks, not the other way round.',
}

/** Sections import the engine through its door and the design system only (`allowed`, relative to `src/`). */
const sectionsDoor = (allowed) =>
  engineDoor(
    './sections',
    allowed,
    'Sections import the engine through src/engine (its public API) and the design system (src/design) only.',
  )

/** Layouts and their chrome, likewise. */
const layoutsDoor = (allowed) =>
  engineDoor(
    './layouts',
    allowed,
    'Layouts import the engine through src/engine (its public API) and the design system (src/design) only.',
  )

/**
 * Where the brand is named by its tokens only (`design/no-raw-style`, `eslint/design-tokens.js`): sections, layouts
 * and the chrome. No exception: `tests/unit/design-lint.test.ts` fails on any `eslint-disable` that would turn it off.
 */
export const DESIGN_TOKEN_ZONES = [
  'sections/**/*.{ts,tsx}',
  'layouts/**/*.{ts,tsx}',
  'src/forms/**/*.{ts,tsx}',
  'src/consent/**/*.{ts,tsx}',
  'src/render/**/*.{ts,tsx}',
  'src/gallery/**/*.{ts,tsx}',
  'app/**/*.{ts,tsx}',
]

/** Lint is part of the tests: `npm run lint` (zero warnings) runs in `npm run check` and `npm test`. */
export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      // Import cycles make module order matter and hide a missing direction in the design.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The brand lives in src/design/tokens.css: sections and the chrome name tokens, never a raw colour or value.
    files: DESIGN_TOKEN_ZONES,
    plugins: { design },
    rules: { 'design/no-raw-style': 'error' },
  },
  {
    // Sections go through one door: the engine's public API (`src/engine/index.ts`) and the design system (`src/design/`).
    // Of the site they import the content models only (`content/models/`): pages hand them the content itself.
    files: ['sections/**/*.{ts,tsx}'],
    ignores: ['sections/**/*.test.{ts,tsx}', 'sections/*/fixtures.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [sectionsDoor(['./engine/index.ts', './design']), CONTENT_MODELS_ONLY, NO_PAGES] },
      ],
    },
  },
  {
    // Fixtures (the gallery's and the tests' sample props) may also show real content (`content/services.ts`).
    files: ['sections/*/fixtures.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [sectionsDoor(['./engine/index.ts', './design']), NO_PAGES] }],
    },
  },
  {
    // Section tests may also use the engine's testing API (`src/engine/testing.ts`) and real content.
    files: ['sections/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [sectionsDoor(['./engine/index.ts', './engine/testing.ts', './design']), NO_PAGES] },
      ],
    },
  },
  {
    // Layouts and their chrome (`layouts/chrome/`), like sections, take the engine through its door
    // (`src/engine/index.ts`) and the design system only; their tests the engine's testing API too.
    files: ['layouts/**/*.{ts,tsx}'],
    ignores: ['layouts/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [layoutsDoor(['./engine/index.ts', './design'])] }] },
  },
  {
    files: ['layouts/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [layoutsDoor(['./engine/index.ts', './engine/testing.ts', './design'])] },
      ],
    },
  },
  {
    // The engine never imports the site: the app layer (`app/`, the entry points) and tests hand it the
    // sections, layouts and pages (`sections/index.ts` and `layouts/index.ts` register their types with the engine's
    // `Register`). Its build and dev-time tools (`src/tools/`) stay out of what pages run, and the design system
    // (`src/design/`) at the bottom imports nothing else of the engine.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: ['./app', './sections', './layouts', './content', './pages', './pages.config.ts'],
              message:
                'The engine never imports the site: the app layer (app/) passes sections, layouts, content and pages in.',
            },
            {
              target: ['./src/!(tools)/**', './src/*.{ts,tsx}'],
              from: './src/tools',
              message:
                'Build and dev-time code (src/tools/) is never part of a page: the entry points (app/) and scripts load it.',
            },
            {
              target: './src/design',
              from: './src',
              except: ['./design'],
              message:
                'The design system (src/design/) imports nothing else of the engine: it takes links and texts as props or through its own context.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages and content declare data through the engine's content door (`src/engine/content.ts`: types and
    // schema parts, no component) and never reach into the site's sections or layouts.
    files: ['pages/**', 'pages.config.ts', 'content/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            engineDoor(
              ['./pages', './pages.config.ts', './content'],
              ['./engine/content.ts'],
              'Pages and content import the engine through src/engine/content.ts (its types and schema parts) only.',
            ),
            {
              target: './content',
              from: ['./pages', './pages.config.ts', './sections', './layouts', './app'],
              message: 'Content is data: pages, sections and layouts use it, never the other way round.',
            },
          ],
        },
      ],
    },
  },
)

/**
 * Everything in `src/` is closed to `target` (folders or files of the site, relative to the root) but the `allowed`
 * paths (relative to `src/`): the engine's doors and the design system. `message` says which.
 */
function engineDoor(target, allowed, message) {
  return { target, from: './src', except: allowed, message }
}
