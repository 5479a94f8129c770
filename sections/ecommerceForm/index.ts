import { defineSection } from '../../src/engine'
import { EcommerceForm } from './EcommerceForm'
import { ecommerceFormSchema } from './schema'

/** The e-commerce offer's lead form (its fields per language in `content/forms.ts`: name, phone, e-mail, monthly revenue and niche); thanks in place. */
export const ecommerceForm = defineSection({
  type: 'ecommerceForm',
  schema: ecommerceFormSchema,
  Component: EcommerceForm,
  interactive: true,
})
