import { defineSection } from '../../src/engine'
import { CaseStudies, caseStudiesCopy } from './CaseStudies'
import { caseStudiesSchema } from './schema'

/** Proof of work: client, problem, what was built, measured results with their source and a screen of the product. */
export const caseStudies = defineSection({
  type: 'caseStudies',
  schema: caseStudiesSchema,
  Component: CaseStudies,
  copy: { name: 'case studies', messages: caseStudiesCopy },
  // One case is a picture beside text; two or more are cards.
  cardGrid: ({ cases }) => cases.length > 1,
})
