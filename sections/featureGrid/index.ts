import { defineSection } from '../../src/engine'
import { FeatureGrid } from './FeatureGrid'
import { problems } from './problems'
import { featureGridSchema } from './schema'

/** A grid of feature cards (icon, title, text): values, benefits, reasons to choose us, services… */
export const featureGrid = defineSection({
  type: 'featureGrid',
  schema: featureGridSchema,
  Component: FeatureGrid,
  cardGrid: true,
  problems,
})
