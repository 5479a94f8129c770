import { defineSection } from '../../src/engine'
import { ContactForm } from './ContactForm'
import { contactFormSchema } from './schema'

/** The contact / quote form (its fields per language in `content/forms.ts`: name, phone, company, role, e-mail and message); thanks on a configured page. */
export const contactForm = defineSection({
  type: 'contactForm',
  schema: contactFormSchema,
  Component: ContactForm,
  interactive: true,
})
