import { LeadFormEngine, type SectionFrame } from '../../src/engine'
import type { ContactFormProps } from './schema'

export function ContactForm(props: ContactFormProps & SectionFrame) {
  return <LeadFormEngine kind="contact" type="contactForm" {...props} />
}
