import { LeadFormEngine, type SectionFrame } from '../../src/engine'
import type { EcommerceFormProps } from './schema'

/** No thank-you page here: the form is reset and a success message replaces the failure one. */
export function EcommerceForm(props: EcommerceFormProps & SectionFrame) {
  return <LeadFormEngine kind="ecommerce" type="ecommerceForm" {...props} />
}
