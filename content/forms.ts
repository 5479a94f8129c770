import type { LeadFormsConfig } from '../src/engine/content'

/**
 * The fields of the site's three lead forms (the contactForm, leadForm and ecommerceForm blocks). See "Choose a
 * form's fields" in docs/marketers.md: each field is a field kind, or a kind with its choices; `phone` is a Brazilian
 * mobile with its mask in pt-br and an international number elsewhere unless a `format` says otherwise; `state` (the
 * Brazilian states) exists in pt-br only, unless the form asks for pt-br's fields on every page (`fieldsLocale`);
 * validation messages are in the page's language unless the form keeps them in Portuguese (`validationMessages`). A
 * form may list other fields for some locales (`locales`), and a form of another name
 * (`hire: { kind: 'lead', fields: [...] }`) is shown by a block that chooses it: `form: 'hire'`.
 */
export const forms = {
  contact: {
    // The contact form takes any phone as written, in every language.
    fields: ['name', { field: 'phone', format: 'any' }, 'company', 'role', 'email', 'message'],
  },
  // The spec's landing and e-commerce forms are Brazilian in every language: the states, the mobile mask, and
  // their validation messages in Portuguese ('Campo obrigatório', 'E-mail inválido').
  lead: {
    fields: ['name', 'email', 'phone', 'state'],
    fieldsLocale: 'pt-br',
    validationMessages: 'source',
  },
  ecommerce: {
    fields: ['name', 'phone', 'email', 'faturamento', 'nicho'],
    fieldsLocale: 'pt-br',
    validationMessages: 'source',
  },
} satisfies LeadFormsConfig
