import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { devFsDeny, devHost } from './src/tools/build/devAccess.ts'
import { brandDevPlugin } from './src/tools/build/brandDevPlugin.ts'
import { builtSiteSourcePlugin } from './src/tools/build/builtSiteSourcePlugin.ts'
import { bundleInputsPlugin } from './src/tools/build/incremental/bundleInputsPlugin.ts'
import { devAccessPlugin } from './src/tools/build/devAccessPlugin.ts'
import { devPreviewPlugin } from './src/tools/build/devPreviewPlugin.ts'
import { formValidatorsPlugin } from './src/tools/build/formValidatorsPlugin.ts'
import { sectionProblemsPlugin } from './src/tools/build/sectionProblemsPlugin.ts'
import { linguiPlugins } from './src/tools/build/linguiPlugins.ts'
import { localeFormatsPlugin } from './src/tools/build/localeFormatsPlugin.ts'
import { mediaDevPlugin } from './src/tools/build/mediaDevPlugin.ts'
import { studioPlugin } from './src/tools/build/studioPlugin.ts'
import { vcardPlugin } from './src/tools/build/vcardPlugin.ts'
import { preactInBrowserPlugin } from './src/tools/build/preactInBrowserPlugin.ts'
import { translateLocale } from './src/tools/translate/mode.ts'
import { markedMessages } from './scripts/translate/markedMessages.ts'
import { inContextTranslation } from './scripts/translate/plugin.ts'
import { formCountries } from './src/forms/leadForms.ts'
import { ceo } from './content/ceo.ts'
import { settings } from './content/settings.ts'
import { toVCardContact, vcardPath } from './content/models/businessContact.ts'

// Set by `npm run translate`: the dev server marks that locale's strings for in-context translation.
const translating = translateLocale()
// Set only by tests/integration/dev-tools-absent.test.ts: a build without the dev-only plugins (studio, in-context
// translation), which must be byte for byte the normal build.
const withoutDevTools = process.env.BUILD_WITHOUT_DEV_TOOLS === '1'

export default defineConfig({
  plugins: [
    // `npm run dev` only: data/ never served, the editor opened for the site's own pages on its content only.
    devAccessPlugin(),
    // `vike build` only: the prerender reads the site its first step checked, so the bundles hold no content, and
    // which files they are made of is recorded (`scripts/build.ts` renders a content edit with the same bundles).
    builtSiteSourcePlugin(import.meta.dirname),
    bundleInputsPlugin(import.meta.dirname),
    ...linguiPlugins(translating ? markedMessages(translating) : undefined, { pictureWords: Boolean(translating) }),
    ...(withoutDevTools ? [] : inContextTranslation(translating)),
    formValidatorsPlugin(settings.forms),
    // A section's config-check rules stay on the server: the browser's bundles never hold them.
    sectionProblemsPlugin(),
    // The footer writes the company's country in each language, the forms' country fields the countries they offer.
    localeFormatsPlugin({ regions: [settings.address.addressCountry, ...formCountries(settings.forms)] }),
    mediaDevPlugin(),
    // `npm run dev` only: the favicon, the logo file and the client logo follow tokens.css and content/brand/logo.svg.
    brandDevPlugin(),
    // `npm run dev` only: a saved page, content, section or PO file shows in the open tab without a reload, a mistake
    // in Vite's overlay (docs/developers.md, "The edit loop").
    devPreviewPlugin({
      entry: '/app/devPreview/previewServer.ts',
      sources: ['pages', 'pages.config.ts', 'content', 'locales', 'sections', 'layouts'],
    }),
    // `npm run dev` only: the studio over each page (docs/marketers.md, "See what you change").
    ...(withoutDevTools
      ? []
      : [
          studioPlugin({
            entry: '/app/studio/studioServer.ts',
            pageSources: ['pages', 'pages.config.ts'],
            // Loaded through Vite on the studio's first request, not bundled with this config: TypeScript, which
            // reads the JSDoc, takes most of a second to load.
            guide: async (server) =>
              (
                (await server.ssrLoadModule('/scripts/docs-model.ts')) as typeof import('./scripts/docs-model.ts')
              ).readGuideModel(import.meta.dirname),
          }),
        ]),
    // The CEO's "save contact" file, from the same data as the business card (`/contato-rafael`).
    vcardPlugin([ceo].map((contact) => ({ path: vcardPath(contact), contact: toVCardContact(contact) }))),
    preactInBrowserPlugin(),
    react(),
    tailwindcss(),
    vike(),
  ],
  // The dev servers answer this machine only (Vike listens everywhere in a container or on CI), unless DEV_HOST or
  // --host asks; no CORS grant to other origins; data/ and lead stores never read (docs/developers.md, "Who the dev
  // server answers").
  server: { host: devHost(), cors: false, fs: { deny: devFsDeny(import.meta.dirname) } },
  preview: { host: devHost() },
  // DIST_DIR lets several builds live side by side (e.g. parallel test runs); the default is dist/.
  build: {
    target: 'es2022',
    // No `<link rel="modulepreload">` added at run time for each lazy chunk's imports: while the page hydrated,
    // Vite's loader inserting them into <head> cost 162 ms of main-thread time under 4× CPU throttling on
    // /pt-br/quem-somos (26 ms without). A chunk's own imports are still fetched as soon as the browser parses it.
    modulePreload: false,
    outDir: process.env.DIST_DIR ?? 'dist',
    rollupOptions: {
      output: {
        // Every page needs Preact and the islands' shell (the page data, the header's and the banner's parts): one file
        // instead of a dozen small ones. Section code stays in lazy chunks, loaded for the blocks that are islands.
        codeSplitting: {
          groups: [
            // Vite's dynamic-import helper, on its own: the tiny client entry (app/site/+client.ts) needs nothing
            // else; left to the groups below it would land in the shell and make the entry import everything.
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 30 },
            {
              name: 'shell',
              priority: 10,
              // A paged list's navigation (src/render/ListPageNav.tsx) rides with the list's section, not every page.
              // The design system's primitives nearly every block renders (a section frame, its heading and
              // buttons, pictures) ride with the shell: one file instead of a chunk of a few hundred bytes each. The
              // phone drawer's dialog does not: the header loads it when its menu button is approached.
              test: /([\\/]src[\\/](site|config|i18n|layout|router|render)[\\/](?!Drawer\.tsx$|ListPageNav\.tsx$|listPageCopy\.ts$))|[\\/]src[\\/]design[\\/](cn|Link|Container|Section|SectionHeading|Heading|Eyebrow|Lead|Button|ActionButtons|BulletList|Media|Card)\.tsx?$|[\\/]src[\\/]router[\\/]SmartLink\.tsx$|node_modules[\\/](tailwind-merge|class-variance-authority|clsx)[\\/]|pages\.config|[\\/]layouts[\\/]index\.ts$|node_modules[\\/](@lingui|zustand|preact)[\\/]/,
            },
          ],
        },
      },
      // Sections import the engine through its one door (`src/engine/index.ts`; pages and content through its
      // data-only half, `content.ts`): barrels of re-exports only. Each import is resolved past the barrel, so a
      // section's chunk holds what it uses and no more (a form's code only where a form is); otherwise everything
      // behind the door would land in one chunk every section loads.
      experimental: { lazyBarrel: true },
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]engine[\\/](index|content)\.ts$/, sideEffects: false }] },
      onwarn(warning, warn) {
        // The gallery's prerender shows every section (and the site's pages are built against the whole registry),
        // so the server bundle imports every section statically; the browser bundle still loads each section lazily.
        // Nothing to warn about.
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.message.includes('sections/')) return
        warn(warning)
      },
    },
  },
})
