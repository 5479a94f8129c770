/**
 * The field kinds a marketer chooses a lead form's fields from (`settings.forms` in content/settings.ts), and what
 * each becomes in a locale: its control, input kind, autocomplete, limit, accepted values, mask and placeholder.
 * The phone's format and the region list depend on the locale the fields are resolved in (the page's, or the form's
 * `fieldsLocale`): a Brazilian mobile with its mask and the Brazilian states in pt-br; an international number and no
 * region list elsewhere (a `country` field instead).
 */
import type { Locale } from '../i18n/locales'
import { BRAZILIAN_STATES, REVENUE_RANGES } from './options'

/**
 * Every field kind a form can use; the kind is also the field's key in the lead body. In this order, the columns of
 * the lead export (`npm run leads -- --csv`).
 */
export const FIELD_KINDS = [
  'name',
  'phone',
  'company',
  'role',
  'email',
  'message',
  'state',
  'country',
  'faturamento',
  'nicho',
] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

/**
 * How a phone is written: `br-mobile`, a Brazilian mobile as the mask types it (`(11) 98765-4321`); `international`,
 * a number with its country code (`+1 555 123 4567`, E.164 once the spaces go); `any`, whatever the visitor writes
 * (up to 20 characters).
 */
export const PHONE_FORMATS = ['br-mobile', 'international', 'any'] as const
export type PhoneFormat = (typeof PHONE_FORMATS)[number]

/**
 * The phone format a locale gets when its form does not name one: `international` for every locale not listed, so
 * a new language needs no entry here.
 */
export const DEFAULT_PHONE_FORMAT: Partial<Record<Locale, PhoneFormat>> = { 'pt-br': 'br-mobile' }

/** The region lists (`state` field) declared per locale: only pt-br has one, the Brazilian states. */
export const REGION_LISTS: Partial<Record<Locale, ReadonlyArray<{ code: string; name: string }>>> = {
  'pt-br': BRAZILIAN_STATES,
}

/** One field a marketer chose: its kind alone, or its kind with the choices it takes. */
export type FieldChoice =
  | FieldKind
  | {
      /** The field kind. */
      field: FieldKind
      /** Only for `phone`: how the number is written (default: `br-mobile` in pt-br, `international` elsewhere). */
      format?: PhoneFormat
      /** Only for `country` (and required there): the countries offered, as ISO 3166 codes (`US`, `ES`, `BR`). */
      countries?: readonly string[]
    }

/** One field of a lead form, as rendered, validated and mailed. */
export interface LeadField {
  /** Key in the lead body: the field kind. */
  readonly name: FieldKind
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
   * it (`(11) 98765-4321`), an `international-phone` (`+` optional, 7 to 15 digits, spaces, dots, dashes or
   * brackets between them), or one of `options`. E-mails and phones get their own message when invalid.
   */
  readonly accepts: 'text' | 'email' | 'phone' | 'international-phone' | 'option'
  /** Formats the value as the visitor types: `phone` → `(99) 99999-9999`. */
  readonly mask?: 'phone'
  /** A format sample shown while the input is empty (a format, so not translated). */
  readonly placeholder?: string
  /** The values a select accepts, in the order shown (labels are in the copy, or are country names). */
  readonly options?: readonly string[]
}

const PHONES: Record<PhoneFormat, LeadField> = {
  'br-mobile': {
    name: 'phone',
    control: 'input',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    maxLength: 15,
    accepts: 'phone',
    mask: 'phone',
    placeholder: '(11) 99999-9999',
  },
  international: {
    name: 'phone',
    control: 'input',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    maxLength: 24,
    accepts: 'international-phone',
    placeholder: '+1 555 123 4567',
  },
  any: {
    name: 'phone',
    control: 'input',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    maxLength: 20,
    accepts: 'text',
  },
}

/** The field kinds whose shape does not depend on the locale or a choice. */
const FIXED: Record<Exclude<FieldKind, 'phone' | 'state' | 'country'>, LeadField> = {
  name: { name: 'name', control: 'input', autoComplete: 'name', maxLength: 120, accepts: 'text' },
  email: {
    name: 'email',
    control: 'input',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    maxLength: 254,
    accepts: 'email',
  },
  company: { name: 'company', control: 'input', autoComplete: 'organization', maxLength: 120, accepts: 'text' },
  role: { name: 'role', control: 'input', autoComplete: 'organization-title', maxLength: 120, accepts: 'text' },
  message: { name: 'message', control: 'textarea', maxLength: 4000, accepts: 'text' },
  faturamento: { name: 'faturamento', control: 'select', maxLength: 20, accepts: 'option', options: REVENUE_RANGES },
  nicho: { name: 'nicho', control: 'input', maxLength: 200, accepts: 'text' },
}

/** The kind a choice names. */
export function kindOfChoice(choice: FieldChoice): FieldKind {
  return typeof choice === 'string' ? choice : choice.field
}

/**
 * The field a choice gives in `locale`. Assumes a checked choice (`fieldChoiceProblems`): a `state` field in a
 * locale without a region list, or a `country` field without countries, gets no options and so accepts nothing.
 */
export function resolveField(choice: FieldChoice, locale: Locale): LeadField {
  const options: Exclude<FieldChoice, FieldKind> = typeof choice === 'string' ? { field: choice } : choice
  const kind = options.field
  if (kind === 'phone') return PHONES[options.format ?? DEFAULT_PHONE_FORMAT[locale] ?? 'international']
  if (kind === 'state')
    return {
      name: 'state',
      control: 'select',
      autoComplete: 'address-level1',
      maxLength: 2,
      accepts: 'option',
      options: (REGION_LISTS[locale] ?? []).map((region) => region.code),
    }
  if (kind === 'country')
    return {
      name: 'country',
      control: 'select',
      autoComplete: 'country',
      maxLength: 2,
      accepts: 'option',
      options: [...(options.countries ?? [])],
    }
  return FIXED[kind]
}
