import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { formValidatorsPlugin } from './src/build/formValidatorsPlugin.ts'
import { linguiPlugins } from './src/build/linguiPlugins.ts'
import { vcardPlugin } from './src/build/vcardPlugin.ts'

export default defineConfig({
  plugins: [...linguiPlugins(), formValidatorsPlugin(), vcardPlugin(), react(), tailwindcss(), vike()],
  // DIST_DIR lets several builds live side by side (e.g. parallel test runs); the default is dist/.
  build: {
    target: 'es2022',
    outDir: process.env.DIST_DIR ?? 'dist',
    rollupOptions: {
      onwarn(warning, warn) {
        // The prerender validates pages.config.ts against the whole registry, so the server bundle imports every
        // section statically; the browser bundle still loads each section lazily. Nothing to warn about.
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.message.includes('sections/')) return
        warn(warning)
      },
    },
  },
})
