/**
 * The three lead forms, each described once as data: its fields (control, input kind, autocomplete, mask, limit,
 * accepted values), its message style and what success does. The JSON schemas (`schemas.ts`), the precompiled
 * validators (`virtual:form-validators`), the rendered fields (`ui/LeadFormEngine.tsx`), the no-JavaScript post
 * (`src/server/leads/formPost.ts`) and the team's e-mail (`src/server/leads/mailText.ts`) all derive from it.
 *
 * Copy is kept in `leadFormCopy.ts`, keyed by these field names (TypeScript requires one label per field): this
 * module stays free of Lingui macros so the build plugin and the Node server, which run without the macro
 * transform, can read it.
 */
import { BRAZILIAN_STATES, REVENUE_RANGES } from './options'

/** One field of a lead form. */
export interface LeadField {
  /** Key in the lead body, exactly the spec's. */
  readonly name: string
  /** The control: a one-line input, a multi-line text or a dropdown. */
  readonly control: 'input' | 'textarea' | 'select'
  /** `type` of an input (`text` when omitted). */
  readonly type?: 'text' | 'tel' | 'email'
  /** Virtual keyboard on phones. */
  readonly inputMode?: 'text' | 'tel' | 'email'
  /** Browser autofill token. */
  readonly autoComplete?: string
  /** Longest accepted value: the input's `maxlength` and the schema's `maxLength`. */
  readonly maxLength: number
  /**
   * What a valid value looks like: any non-blank `text`, an `email`, a Brazilian mobile `phone` as the mask writes
   * it (`(11) 98765-4321`), or one of `options`. `email` and `phone` get their own message when invalid.
   */
  readonly accepts: 'text' | 'email' | 'phone' | 'option'
  /** Formats the value as the visitor types: `phone` → `(99) 99999-9999`. */
  readonly mask?: 'phone'
  /** A format sample shown while the input is empty (a format, so not translated). */
  readonly placeholder?: string
  /** The values a select accepts, in the order shown (labels are in the copy). */
  readonly options?: readonly string[]
}

/** One lead form. */
export interface LeadFormDescription {
  /** Fields in the order shown; the body has exactly these plus `origin`. */
  readonly fields: readonly LeadField[]
  /**
   * Which texts it uses: `contact` (the contact form's own translated messages) or `landing` (the landing and
   * e-commerce forms' Portuguese validation messages and their failure alert).
   */
  readonly messages: 'contact' | 'landing'
  /** After a 2xx answer: go to the section's thank-you path, or reset in place and show the success alert. */
  readonly success: 'thank-you page' | 'alert'
}

/** Longest accepted page address (`origin`). */
export const ORIGIN_MAX_LENGTH = 2000

const name = (maxLength = 120) =>
  ({ name: 'name', control: 'input', autoComplete: 'name', maxLength, accepts: 'text' }) as const
const email = {
  name: 'email',
  control: 'input',
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  maxLength: 254,
  accepts: 'email',
} as const
const maskedPhone = {
  name: 'phone',
  control: 'input',
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel-national',
  maxLength: 15,
  accepts: 'phone',
  mask: 'phone',
  placeholder: '(11) 99999-9999',
} as const

export const LEAD_FORMS = {
  contact: {
    messages: 'contact',
    success: 'thank-you page',
    fields: [
      name(),
      {
        name: 'phone',
        control: 'input',
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        maxLength: 20,
        accepts: 'text',
      },
      { name: 'company', control: 'input', autoComplete: 'organization', maxLength: 120, accepts: 'text' },
      { name: 'role', control: 'input', autoComplete: 'organization-title', maxLength: 120, accepts: 'text' },
      email,
      { name: 'message', control: 'textarea', maxLength: 4000, accepts: 'text' },
    ],
  },
  lead: {
    messages: 'landing',
    success: 'thank-you page',
    fields: [
      name(),
      email,
      maskedPhone,
      {
        name: 'state',
        control: 'select',
        autoComplete: 'address-level1',
        maxLength: 2,
        accepts: 'option',
        options: BRAZILIAN_STATES.map((state) => state.code),
      },
    ],
  },
  ecommerce: {
    messages: 'landing',
    success: 'alert',
    fields: [
      name(),
      maskedPhone,
      email,
      { name: 'faturamento', control: 'select', maxLength: 20, accepts: 'option', options: REVENUE_RANGES },
      { name: 'nicho', control: 'input', maxLength: 200, accepts: 'text' },
    ],
  },
} as const satisfies Record<string, LeadFormDescription>

export type FormKind = keyof typeof LEAD_FORMS
export const FORM_KINDS = Object.keys(LEAD_FORMS) as FormKind[]

/** The names of a form's fields. */
export type FieldName<K extends FormKind> = (typeof LEAD_FORMS)[K]['fields'][number]['name']

/** The JSON body a form posts: its fields and `origin`, the address of the page it was sent from. */
export type LeadBody<K extends FormKind> = { [F in FieldName<K> | 'origin']: string }
export type LeadBodies = { [K in FormKind]: LeadBody<K> }

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && Object.hasOwn(LEAD_FORMS, value)
}

/** Lingui context of a field's label (see `leadFormCopy.ts`): how the server finds it in the catalogs. */
export function labelContext(kind: FormKind, field: string): string {
  return `lead form ${kind} › ${field}`
}
/** Lingui context of the team's e-mail subject for a form. */
export function mailSubjectContext(kind: FormKind): string {
  return `lead mail subject › ${kind}`
}
/** Lingui context of the label of the page address in the team's e-mail. */
export const ORIGIN_LABEL_CONTEXT = 'lead mail field › origin'

/** Name of the hidden honeypot field: people never fill it, naive bots do. Not part of a real lead's body. */
export const HONEYPOT_FIELD = 'website'
