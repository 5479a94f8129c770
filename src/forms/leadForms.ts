/**
 * The three lead forms (one per form section: contactForm, leadForm, ecommerceForm): what each does with its
 * messages and on success, and the fields a marketer chose for each, per locale (`settings.forms`, a
 * `LeadFormsConfig`), from the field kinds of `fieldKinds.ts`. The JSON schemas (`schemas.ts`), the precompiled
 * validators (`virtual:form-validators`), the rendered fields (`ui/LeadFormEngine.tsx`), the server's validation
 * (`src/server/leads/`) and the team's e-mail (`src/server/leads/mailText.ts`) all derive from that one declaration.
 *
 * Copy is kept in `leadFormCopy.ts`, keyed by field kind: this module stays free of Lingui macros so the build
 * plugin and the Node server, which run without the macro transform, can read it.
 */
import { LOCALES, type Locale } from '../i18n/locales'
import { resolveField, type FieldChoice, type LeadField } from './fieldKinds'

export type { FieldChoice, FieldKind, LeadField, PhoneFormat } from './fieldKinds'

/** What a form does besides its fields. */
export interface LeadFormBehaviour {
  /**
   * Which alert it shows after a failed send: the contact form's own (`contact`) or the landing and e-commerce
   * forms' (`landing`); both translated. The validation messages are each form's choice (`validationMessages`).
   */
  readonly failure: 'contact' | 'landing'
  /** After a 2xx answer: go to the section's thank-you path, or reset in place and show the success alert. */
  readonly success: 'thank-you page' | 'alert'
}

export const LEAD_FORM_BEHAVIOUR = {
  contact: { failure: 'contact', success: 'thank-you page' },
  lead: { failure: 'landing', success: 'thank-you page' },
  ecommerce: { failure: 'landing', success: 'alert' },
} as const satisfies Record<string, LeadFormBehaviour>

export type FormKind = keyof typeof LEAD_FORM_BEHAVIOUR
export const FORM_KINDS = Object.keys(LEAD_FORM_BEHAVIOUR) as FormKind[]

/**
 * The language of a form's validation messages (`validationMessages`): `localized`, the page's; `source`, the
 * site's source language, Portuguese, on every page.
 */
export const VALIDATION_MESSAGES = ['localized', 'source'] as const
export type ValidationMessages = (typeof VALIDATION_MESSAGES)[number]

/** The fields of one form, in the order shown: one list for every locale, another for some. */
export interface LeadFormFields {
  /**
   * The fields, in the order shown, in every locale not listed under `locales`: a field kind (`'name'`, `'email'`,
   * `'phone'`, `'company'`, `'role'`, `'message'`, `'state'`, `'country'`, `'faturamento'`, `'nicho'`) or a kind
   * with its choices (`{ field: 'phone', format: 'international' }`, `{ field: 'country', countries: ['US', 'CA'] }`).
   * Every field is required; `name` and `email` are in every form.
   */
  fields: readonly FieldChoice[]
  /** Other fields in some locales, e.g. `{ 'en-us': ['name', 'email', 'phone', { field: 'country', … }] }`. */
  locales?: Partial<Record<Locale, readonly FieldChoice[]>>
  /**
   * The locale whose fields the form asks for on every page, whatever the page's language: `'pt-br'` gives the
   * English and Spanish pages the Brazilian form too (`state` lists the Brazilian states, `phone` takes the
   * Brazilian mobile with its mask), and the browser, the server and a post without JavaScript validate it as
   * that form. Labels, placeholders, the button and the alerts still follow the page. Default: the page's locale.
   */
  fieldsLocale?: Locale
  /**
   * The language of the messages under a field the visitor left empty or filled wrongly ("Campo obrigatório",
   * "E-mail inválido", "Telefone inválido"): `'localized'`, the page's language ("Field required" on an English
   * page), or `'source'`, Portuguese on every page (the spec's hire and software-factory forms). The same wherever
   * they show: under the fields as the visitor types, and on the page the server sends back after a post without
   * JavaScript. Labels, the button and the alerts still follow the page. Default: `'localized'`.
   */
  validationMessages?: ValidationMessages
  /**
   * Which form section shows this form, for a form of your own name (`hire: { kind: 'lead', fields: […] }`, chosen
   * by a block's `form: 'hire'`): `contact` (contactForm), `lead` (leadForm) or `ecommerce` (ecommerceForm). The
   * forms named `contact`, `lead` and `ecommerce` are their own sections' default and need none.
   */
  kind?: FormKind
}

/**
 * The fields of each form, as a marketer declares them in `settings.forms` (content/forms.ts): the three form
 * sections' default forms (`contact`, `lead`, `ecommerce`), and any other form a block chooses by its name (`form`).
 */
export type LeadFormsConfig = Record<FormKind, LeadFormFields> & Partial<Record<string, LeadFormFields>>

/** The field kinds every form must have: the team's e-mail is titled with the name and answers to the e-mail. */
export const REQUIRED_FIELD_KINDS = ['name', 'email'] as const

/** The names of the declared forms (`contact`, `lead`, `ecommerce`, then the site's own). */
export function formNames(forms: LeadFormsConfig): string[] {
  return Object.keys(forms)
}

/** The section kind of a declared form (`hire` → `lead`); undefined for a name the site does not declare. */
export function formKindOf(forms: LeadFormsConfig, name: string): FormKind | undefined {
  if (!Object.hasOwn(forms, name)) return undefined
  return isFormKind(name) ? name : forms[name]?.kind
}

/** The choices the declaration of form `name` makes in `locale`. */
export function fieldChoices(forms: LeadFormsConfig, name: string, locale: Locale): readonly FieldChoice[] {
  const form = forms[name]
  if (!form) throw new Error(`No form "${name}" in settings.forms`)
  return form.locales?.[locale] ?? form.fields
}

/** The fields of form `name` on a page in `locale`, as rendered, validated and mailed (see `fieldsLocale`). */
export function leadFormFields(forms: LeadFormsConfig, name: string, locale: Locale): readonly LeadField[] {
  const fieldsLocale = forms[name]?.fieldsLocale ?? locale
  return fieldChoices(forms, name, locale).map((choice) => resolveField(choice, fieldsLocale))
}

/** The language of the validation messages of form `name` (see `validationMessages`): `localized` unless it says. */
export function validationMessagesOf(forms: LeadFormsConfig, name: string): ValidationMessages {
  return forms[name]?.validationMessages ?? 'localized'
}

/** Every country a form's `country` field offers, in any locale (the build writes their names in each language). */
export function formCountries(forms: LeadFormsConfig): string[] {
  const choices = Object.values(forms).flatMap((form) =>
    form ? [form.fields, ...Object.values(form.locales ?? {})].flat() : [],
  )
  return [...new Set(choices.flatMap((choice) => (typeof choice === 'string' ? [] : [...(choice.countries ?? [])])))]
}

/** The key of a form's body schema and precompiled validator in one locale, e.g. `lead.en-us`, `hire.es-es`. */
export function formSchemaId(name: string, locale: Locale): string {
  return `${name}.${locale}`
}

/** Every declared form in every locale. */
export function formLocales(forms: LeadFormsConfig): Array<{ name: string; locale: Locale }> {
  return formNames(forms).flatMap((name) => LOCALES.map((locale) => ({ name, locale })))
}

/** Longest accepted page address (`origin`). */
export const ORIGIN_MAX_LENGTH = 2000

/** The JSON body a form posts: its fields and `origin`, the address of the page it was sent from. */
export type LeadBody = Record<string, string>

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && Object.hasOwn(LEAD_FORM_BEHAVIOUR, value)
}

/** Lingui context of a form's own label for a field (see `leadFormCopy.ts`): how the server finds it in the catalogs. */
export function labelContext(kind: FormKind, field: string): string {
  return `lead form ${kind} › ${field}`
}
/** Lingui context of a field kind's label in any form that has no label of its own for it. */
export function fieldLabelContext(field: string): string {
  return `lead form field › ${field}`
}
/** Lingui context of the team's e-mail subject for a form. */
export function mailSubjectContext(kind: FormKind): string {
  return `lead mail subject › ${kind}`
}
/** Lingui context of the label of the page address in the team's e-mail. */
export const ORIGIN_LABEL_CONTEXT = 'lead mail field › origin'

/** Name of the hidden honeypot field: people never fill it, naive bots do. Not part of a real lead's body. */
export const HONEYPOT_FIELD = 'website'
