import { defineSection } from '../../src/engine'
import { FeatureGrid } from './FeatureGrid'
import { featureGridProblems } from './problems'
import { featureGridSchema } from './schema'

/** A grid of feature cards (icon, title, text): values, benefits, reasons to choose us, services… */
export const featureGrid = defineSection({
  type: 'featureGrid',
  schema: featureGridSchema,
  Component: FeatureGrid,
  cardGrid: true,
  // The config check's rules run on the server only: Vite makes `import.meta.env.SSR` false in the pages' bundles,
  // so the rules are left out of them (Node without Vite has no `import.meta.env` and keeps them).
  problems: typeof import.meta.env === 'undefined' || import.meta.env.SSR ? featureGridProblems : undefined,
})
