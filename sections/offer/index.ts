import { defineSection } from '../../src/engine'
import { Offer, offerCopy } from './Offer'
import { offerSchema } from './schema'

/** A priced offer: old price struck through, one-time setup, monthly plan, what is included and a button. */
export const offer = defineSection({
  type: 'offer',
  schema: offerSchema,
  Component: Offer,
  copy: { name: 'offer', messages: offerCopy },
})
