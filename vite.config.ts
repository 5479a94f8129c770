import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { linguiPlugins } from './src/build/linguiPlugins.ts'

export default defineConfig({
  plugins: [...linguiPlugins(), react(), tailwindcss(), vike()],
  build: { target: 'es2022' },
})
