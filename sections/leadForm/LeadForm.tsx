import { LeadFormEngine, type SectionFrame } from '../../src/engine'
import type { LeadFormProps } from './schema'

export function LeadForm(props: LeadFormProps & SectionFrame) {
  return <LeadFormEngine kind="lead" type="leadForm" {...props} />
}
