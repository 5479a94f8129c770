import type { LeadFormsConfig } from '../src/forms/leadForms'

/**
 * The fields of the site's three lead forms (the contactForm, leadForm and ecommerceForm blocks), per locale. See
 * "Choose a form's fields" in docs/marketers.md: each field is a field kind, or a kind with its choices; `phone` is
 * a Brazilian mobile with its mask in pt-br and an international number elsewhere unless a `format` says otherwise;
 * `state` (the Brazilian states) exists in pt-br only; `country` offers the countries listed. A form of another name
 * (`hire: { kind: 'lead', fields: [...] }`) is shown by a block that chooses it: `form: 'hire'`.
 */
export const forms = {
  contact: {
    // The contact form takes any phone as written, in every language.
    fields: ['name', { field: 'phone', format: 'any' }, 'company', 'role', 'email', 'message'],
  },
  lead: {
    fields: ['name', 'email', 'phone', 'state'],
    locales: {
      'en-us': [
        'name',
        'email',
        'phone',
        { field: 'country', countries: ['US', 'CA', 'GB', 'IE', 'AU', 'BR', 'PT', 'ES', 'MX', 'AR'] },
      ],
      'es-es': [
        'name',
        'email',
        'phone',
        { field: 'country', countries: ['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'UY', 'US', 'PT', 'BR'] },
      ],
    },
  },
  ecommerce: {
    fields: ['name', 'phone', 'email', 'faturamento', 'nicho'],
  },
} satisfies LeadFormsConfig
