import { defineSection } from '../../src/engine'
import { LeadForm } from './LeadForm'
import { leadFormSchema } from './schema'

/** The landing pages' lead form (its fields per language in `content/forms.ts`: in pt-br name, e-mail, masked phone and state); thanks on a configured page. */
export const leadForm = defineSection({
  type: 'leadForm',
  schema: leadFormSchema,
  Component: LeadForm,
  interactive: true,
})
