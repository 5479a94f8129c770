import type { SectionFrame } from '../../src/config/defineSection'
import { LeadFormEngine } from '../../src/forms/ui/LeadFormEngine'
import type { ContactFormProps } from './schema'

export function ContactForm(props: ContactFormProps & SectionFrame) {
  return <LeadFormEngine kind="contact" type="contactForm" {...props} />
}
