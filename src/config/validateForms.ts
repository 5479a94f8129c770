import { FIELD_KINDS, PHONE_FORMATS, REGION_LISTS, kindOfChoice, type FieldChoice } from '../forms/fieldKinds'
import {
  FORM_KINDS,
  formKindOf,
  formNames,
  isFormKind,
  REQUIRED_FIELD_KINDS,
  VALIDATION_MESSAGES,
  type FormKind,
  type LeadFormsConfig,
} from '../forms/leadForms'
import { isLocale, LOCALES, type Locale } from '../i18n/locales'
import { closest } from './closest'
import { expandPages } from './expandPages'
import type { PagesConfig } from './pages'
import type { ConfigError } from './validate'

const FILE = '(content/forms.ts)'

/** The block type that shows each form. */
export const FORM_BLOCKS: Record<FormKind, string> = {
  contact: 'contactForm',
  lead: 'leadForm',
  ecommerce: 'ecommerceForm',
}

/**
 * The lead forms' fields as a marketer declares them (`settings.forms`): known field kinds only, each at most once,
 * `name` and `email` in every form, a phone format or a country list only where they apply, a `state` field only in
 * a locale with a region list (the page's, or the form's `fieldsLocale`, a site locale), validation messages
 * `localized` or `source` (`validationMessages`), a `country` field with real ISO 3166 codes, a form of the site's
 * own name with the section that shows it (`kind`). Each problem names the form, the locale's list and the field,
 * the blocks that show the form (page › block) and the fix; a block choosing a form (`form`) must name a declared
 * form of its section.
 */
export function validateForms(forms: LeadFormsConfig, pages: PagesConfig): ConfigError[] {
  const blocks = formBlocks(pages)
  const names = [...new Set([...FORM_KINDS, ...formNames(forms)])]
  return [...names.flatMap((name) => formProblems(forms, name, blocks)), ...blockProblems(forms, blocks)]
}

/** A block that shows a lead form: where it is, its section's kind and the form it chooses (`form`, else its kind's). */
interface FormBlock {
  where: string
  kind: FormKind
  form: unknown
}

/** The problems of the declaration of form `name`. */
function formProblems(forms: LeadFormsConfig, name: string, blocks: readonly FormBlock[]): ConfigError[] {
  const form = forms[name]
  const where = (list: string) => `settings › forms.${name}.${list}`
  const shown = blocks
    .filter((block) => block.form === name)
    .map((block) => block.where)
    .join(', ')
  const fix = (message: string) => `${message}${shown ? ` (the form of ${shown})` : ''} ${FILE}`
  if (!form || !Array.isArray(form.fields))
    return [
      {
        where: `settings › forms.${name}`,
        message: fix("is missing: give the form its `fields`, e.g. ['name', 'email', 'phone']"),
      },
    ]
  const kindProblem = kindProblemOf(name, form.kind)
  const overridden = Object.keys(form.locales ?? {})
  const unknownLocales = overridden.filter((locale) => !isLocale(locale))
  const defaultLocales = LOCALES.filter((locale) => !overridden.includes(locale))
  const fieldsLocale = isLocale(form.fieldsLocale) ? form.fieldsLocale : undefined
  // The locales a list's fields take their shape from: the form's own `fieldsLocale`, or each page's.
  const shapedIn = (locales: readonly Locale[]) => (fieldsLocale ? [fieldsLocale] : locales)
  return [
    ...(kindProblem ? [{ where: where('kind'), message: fix(kindProblem) }] : []),
    ...(form.fieldsLocale !== undefined && !fieldsLocale
      ? [
          {
            where: where('fieldsLocale'),
            message: fix(`${JSON.stringify(form.fieldsLocale)} is not a site locale; use one of ${LOCALES.join(', ')}`),
          },
        ]
      : []),
    ...(form.validationMessages !== undefined && !VALIDATION_MESSAGES.includes(form.validationMessages)
      ? [
          {
            where: where('validationMessages'),
            message: fix(
              `${JSON.stringify(form.validationMessages)} is not a choice of validation messages; use 'localized' (in the page's language) or 'source' (in Portuguese on every page)`,
            ),
          },
        ]
      : []),
    ...unknownLocales.map((locale) => ({
      where: where(`locales.${locale}`),
      message: fix(`"${locale}" is not a site locale; use one of ${LOCALES.join(', ')}`),
    })),
    ...listProblems(form.fields, shapedIn(defaultLocales), 'fields').map(({ at, message }) => ({
      where: where(at),
      message: fix(message),
    })),
    ...Object.entries(form.locales ?? {})
      .filter(([locale]) => isLocale(locale))
      .flatMap(([locale, list]) =>
        listProblems(list ?? [], shapedIn([locale as Locale]), `locales.${locale}`).map(({ at, message }) => ({
          where: where(at),
          message: fix(message),
        })),
      ),
  ]
}

/** What is wrong with a form's `kind`: required on a form of the site's own name, redundant on the defaults. */
function kindProblemOf(name: string, kind: unknown): string | undefined {
  const choices = FORM_KINDS.map((each) => `'${each}' (${FORM_BLOCKS[each]})`).join(', ')
  if (isFormKind(name))
    return kind === undefined || kind === name
      ? undefined
      : `the '${name}' form is the ${FORM_BLOCKS[name]} section's own; remove \`kind\` (declare a form of another name for another section)`
  if (kind === undefined) return `is missing: say which section shows the '${name}' form, one of ${choices}`
  return isFormKind(kind) ? undefined : `${JSON.stringify(kind)} is not a form section; use one of ${choices}`
}

/** Each block's `form` must be a declared form its section shows. */
function blockProblems(forms: LeadFormsConfig, blocks: readonly FormBlock[]): ConfigError[] {
  return blocks.flatMap(({ where, kind, form }) => {
    if (form === kind) return []
    const sameKind = formNames(forms).filter((name) => formKindOf(forms, name) === kind)
    const at = `${where} › form`
    if (typeof form !== 'string' || !Object.hasOwn(forms, form)) {
      const guess = typeof form === 'string' ? closest(form, sameKind) : undefined
      return [
        {
          where: at,
          message: `${JSON.stringify(form)} is not a form of content/forms.ts; ${guess ? `did you mean '${guess}'? ` : ''}use one of ${sameKind.join(', ')}, or declare it there: ${typeof form === 'string' ? form : 'name'}: { kind: '${kind}', fields: ['name', 'email', …] }`,
        },
      ]
    }
    const formKind = formKindOf(forms, form)
    if (formKind === kind || formKind === undefined) return []
    return [
      {
        where: at,
        message: `'${form}' is a ${formKind} form (shown by ${FORM_BLOCKS[formKind]}), not one a ${FORM_BLOCKS[kind]} shows; use one of ${sameKind.join(', ')}, or a ${FORM_BLOCKS[formKind]} block ${FILE}`,
      },
    ]
  })
}

/**
 * The problems of one list of fields, whose fields take the shape of `locales` (the pages' locales, or the form's
 * `fieldsLocale`); `at` is the list's path (`fields`, `locales.en-us`).
 */
function listProblems(
  list: readonly FieldChoice[],
  locales: readonly Locale[],
  at: string,
): Array<{ at: string; message: string }> {
  const problems: Array<{ at: string; message: string }> = []
  const seen = new Map<string, number>()
  list.forEach((choice, index) => {
    const here = `${at}[${index}]`
    const kind = typeof choice === 'string' ? choice : (choice as { field?: unknown })?.field
    if (typeof kind !== 'string' || !(FIELD_KINDS as readonly string[]).includes(kind)) {
      const guess = typeof kind === 'string' ? closest(kind, [...FIELD_KINDS]) : undefined
      problems.push({
        at: here,
        message: `${JSON.stringify(kind ?? choice)} is not a field kind; ${guess ? `did you mean '${guess}'? ` : ''}use one of ${FIELD_KINDS.join(', ')}`,
      })
      return
    }
    const first = seen.get(kind)
    if (first !== undefined)
      problems.push({
        at: here,
        message: `'${kind}' is already the field at ${at}[${first}]; a form has each field once: remove one of them`,
      })
    else seen.set(kind, index)
    if (typeof choice !== 'string') problems.push(...optionProblems(choice, here))
    if (kind === 'state') {
      const without = locales.filter((locale) => !REGION_LISTS[locale])
      const with_ = Object.keys(REGION_LISTS).join(', ')
      if (without.length > 0)
        problems.push({
          at: here,
          message: `'state' has no region list in ${without.join(', ')} (only ${with_} has one: the Brazilian states); give ${without.join(' and ')} their own fields under \`locales\` without 'state', e.g. { field: 'country', countries: ['US', 'CA'] }, or ask for the ${with_} fields on every page: fieldsLocale: '${Object.keys(REGION_LISTS)[0]}'`,
        })
    }
  })
  for (const required of REQUIRED_FIELD_KINDS)
    if (!seen.has(required))
      problems.push({
        at,
        message: `has no '${required}' field; add '${required}': every form needs ${REQUIRED_FIELD_KINDS.join(' and ')} (the team's e-mail is titled with the name and answers to the e-mail)`,
      })
  return problems
}

/** A kind's choices: a phone format on `phone` only, known; a country list on `country` only, required there. */
function optionProblems(choice: Exclude<FieldChoice, string>, here: string): Array<{ at: string; message: string }> {
  const kind = kindOfChoice(choice)
  const problems: Array<{ at: string; message: string }> = []
  if (choice.format !== undefined) {
    if (kind !== 'phone')
      problems.push({ at: `${here}.format`, message: `only a 'phone' field has a format; remove \`format\` here` })
    else if (!(PHONE_FORMATS as readonly string[]).includes(choice.format))
      problems.push({
        at: `${here}.format`,
        message: `"${choice.format}" is not a phone format; use one of ${PHONE_FORMATS.join(', ')}`,
      })
  }
  if (choice.countries !== undefined && kind !== 'country')
    problems.push({
      at: `${here}.countries`,
      message: `only a 'country' field lists countries; remove \`countries\` here`,
    })
  if (kind === 'country') {
    const countries = choice.countries ?? []
    if (countries.length === 0)
      problems.push({
        at: `${here}.countries`,
        message: `a 'country' field needs the countries it offers, as ISO 3166 codes: countries: ['US', 'CA', 'MX']`,
      })
    countries.forEach((code, index) => {
      if (!isRegionCode(code))
        problems.push({
          at: `${here}.countries[${index}]`,
          message: `"${code}" is not an ISO 3166 country code; write the country's two capital letters, like 'US', 'ES' or 'GB' (the United Kingdom)`,
        })
      else if (countries.indexOf(code) !== index)
        problems.push({ at: `${here}.countries[${index}]`, message: `'${code}' is listed twice; remove one` })
    })
  }
  return problems
}

/**
 * Codes `Intl` names that are no country: ISO 3166's user-assigned ones (AA, QM–QZ, XA–XZ but Kosovo's XK, ZZ),
 * CLDR's groupings (EU, EZ, UN) and the reserved UK (the United Kingdom is GB).
 */
const NOT_COUNTRIES = /^(?:AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN|UK)$/

/** Two capital letters that name a country (`Intl` knows its name). */
function isRegionCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.test(code)) return false
  const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code)
  return name !== undefined && name !== code
}

/** Every block showing a lead form, with the form it chooses: `hire › sections[7] (leadForm)`, `lead`. */
function formBlocks(pages: PagesConfig): FormBlock[] {
  const kinds = new Map(FORM_KINDS.map((kind) => [FORM_BLOCKS[kind], kind]))
  return expandPages(pages).flatMap((page) =>
    page.sections.flatMap((block, index) => {
      const { type, props } = block as { type: string; props?: { form?: unknown } }
      const kind = kinds.get(type)
      if (!kind) return []
      return [{ where: `${page.id} › sections[${index}] (${type})`, kind, form: props?.form ?? kind }]
    }),
  )
}
