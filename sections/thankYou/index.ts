import { defineSection } from '../../src/engine'
import { thankYouSchema } from './schema'
import { ThankYou } from './ThankYou'

/** The thank-you screen after a form: logo, heading, a progress bar counting 0 to 100 % and a closing line. */
export const thankYou = defineSection({
  type: 'thankYou',
  schema: thankYouSchema,
  Component: ThankYou,
})
