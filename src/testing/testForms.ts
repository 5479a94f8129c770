import type { LeadFormsConfig } from '../forms/leadForms'

/**
 * The test site's lead forms: the real site's shape (Brazilian phone and states in pt-br, an international phone and
 * a country field elsewhere), independent of content/forms.ts, and one form of the site's own name (`hire`, a lead
 * form asking for other fields, which a leadForm block chooses with `form: 'hire'`). The unit tests'
 * `virtual:form-validators` is compiled from it (vitest.config.ts).
 */
export const testForms: LeadFormsConfig = {
  contact: { fields: ['name', { field: 'phone', format: 'any' }, 'company', 'role', 'email', 'message'] },
  lead: {
    fields: ['name', 'email', 'phone', 'state'],
    locales: {
      'en-us': ['name', 'email', 'phone', { field: 'country', countries: ['US', 'CA', 'BR'] }],
      'es-es': ['name', 'email', 'phone', { field: 'country', countries: ['ES', 'MX', 'BR'] }],
    },
  },
  ecommerce: { fields: ['name', 'phone', 'email', 'faturamento', 'nicho'] },
  hire: { kind: 'lead', fields: ['name', 'email', 'company', 'role'] },
}
