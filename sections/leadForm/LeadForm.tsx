import type { SectionFrame } from '../../src/config/defineSection'
import { LeadFormEngine } from '../../src/forms/ui/LeadFormEngine'
import type { LeadFormProps } from './schema'

export function LeadForm(props: LeadFormProps & SectionFrame) {
  return <LeadFormEngine kind="lead" type="leadForm" {...props} />
}
