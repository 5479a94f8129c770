import { defineSection } from '../../src/engine'
import { Hero } from './Hero'
import { heroProblems } from './problems'
import { heroSchema } from './schema'

/** The top banner of a page: heading, subtitle and up to three buttons. */
export const hero = defineSection({
  type: 'hero',
  schema: heroSchema,
  Component: Hero,
  // The config check's rules run on the server only: Vite makes `import.meta.env.SSR` false in the pages' bundles,
  // so the rules are left out of them (Node without Vite has no `import.meta.env` and keeps them).
  problems: typeof import.meta.env === 'undefined' || import.meta.env.SSR ? heroProblems : undefined,
})
