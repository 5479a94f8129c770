import { defineSection } from '../../src/engine'
import { BusinessCard, cardCopy } from './BusinessCard'
import { businessCardSchema } from './schema'

/** A person's digital business card (the CEO's, at `/contato-{slug}`): contacts, "save contact" and link tiles. */
export const businessCard = defineSection({
  type: 'businessCard',
  schema: businessCardSchema,
  Component: BusinessCard,
  interactive: true,
  copy: { name: 'business card', messages: cardCopy },
})
