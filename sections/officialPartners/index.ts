import { defineSection } from '../../src/engine'
import { OfficialPartners } from './OfficialPartners'
import { officialPartnersSchema } from './schema'

/** A strip naming the company's official partners with their logos. */
export const officialPartners = defineSection({
  type: 'officialPartners',
  schema: officialPartnersSchema,
  Component: OfficialPartners,
})
