import type { LeadFormsConfig } from '../forms/leadForms'

/**
 * The test site's lead forms: the real site's shape (Brazilian phone and states in pt-br, an international phone and
 * a country field elsewhere; the landing and e-commerce forms' validation messages in Portuguese on every page),
 * independent of content/forms.ts, and one form of the site's own name (`hire`, a lead form asking for other fields,
 * its validation messages in the page's language, which a leadForm block chooses with `form: 'hire'`). The unit
 * tests' `virtual:form-validators` is compiled from it (vitest.config.ts).
 */
export const testForms: LeadFormsConfig = {
  contact: { fields: ['name', { field: 'phone', format: 'any' }, 'company', 'role', 'email', 'message'] },
  lead: {
    fields: ['name', 'email', 'phone', 'state'],
    locales: {
      'en-us': ['name', 'email', 'phone', { field: 'country', countries: ['US', 'CA', 'BR'] }],
      'es-es': ['name', 'email', 'phone', { field: 'country', countries: ['ES', 'MX', 'BR'] }],
    },
    validationMessages: 'source',
  },
  ecommerce: { fields: ['name', 'phone', 'email', 'faturamento', 'nicho'], validationMessages: 'source' },
  hire: { kind: 'lead', fields: ['name', 'email', 'company', 'role'] },
}
