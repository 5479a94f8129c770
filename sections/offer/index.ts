import { defineSection } from '../../src/engine'
import { Offer } from './Offer'
import { offerSchema } from './schema'

/** A priced offer: old price struck through, one-time setup, monthly plan, what is included and a button. */
export const offer = defineSection({ type: 'offer', schema: offerSchema, Component: Offer })
