import { defineSection } from '../../src/engine'
import { statsSchema } from './schema'
import { Stats } from './Stats'

/** Big figures with a label each ("+1.000 profissionais na rede"), written in the visitor's number format. */
export const stats = defineSection({ type: 'stats', schema: statsSchema, Component: Stats })
