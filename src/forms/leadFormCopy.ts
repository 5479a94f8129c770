import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MoneyMessage } from '../i18n/money'
import type { FieldKind, FormKind, LeadFormBehaviour, ValidationMessages } from './leadForms'
import { BRAZILIAN_STATES, REVENUE_RANGE_AMOUNTS, type RevenueRange } from './options'
import type { ErrorCode } from './validation'

/** The visible texts of one field kind. */
export interface FieldCopy {
  /**
   * The label, also used in the team's e-mail. Its context must be `fieldLabelContext(field)`: the server finds the
   * label in the catalogs by that context, as it cannot run the `msg` macro (leadForms.test.ts checks).
   */
  label: MessageDescriptor
  /** The disabled first option of a select. */
  placeholder?: MessageDescriptor
  /**
   * Label of each option of a select (a state's name is not translated; amounts are formatted per locale). A
   * `country` field has none: each country is named in the visitor's language.
   */
  options?: Readonly<Record<string, MessageDescriptor | MoneyMessage | string>>
}

const stateNames = Object.fromEntries(BRAZILIAN_STATES.map((state) => [state.code, state.name]))
// {min} and {max} are filled in with amounts already written the visitor's way (`translateMoney`).
const between = msg({ message: 'De {min} a {max}', comment: 'Monthly revenue range; {min}, {max}: amounts in reais' })
const revenueLabels: Record<RevenueRange, MessageDescriptor | MoneyMessage> = {
  'ate-10mil': {
    message: msg({ message: 'Até {max} por mês', comment: 'Monthly revenue range; {max}: an amount in reais' }),
    amounts: REVENUE_RANGE_AMOUNTS['ate-10mil'],
  },
  '10mil-50mil': { message: between, amounts: REVENUE_RANGE_AMOUNTS['10mil-50mil'] },
  '50mil-100mil': { message: between, amounts: REVENUE_RANGE_AMOUNTS['50mil-100mil'] },
  'acima-100mil': {
    message: msg({ message: 'Acima de {min}', comment: 'Monthly revenue range; {min}: an amount in reais' }),
    amounts: REVENUE_RANGE_AMOUNTS['acima-100mil'],
  },
  comecando: msg`Estou começando agora`,
}

/** The texts of every field kind, whatever form it is in (a form may label a field its own way: `formLabels`). */
export const fieldCopy: Record<FieldKind, FieldCopy> = {
  name: { label: msg({ message: 'Nome', context: 'lead form field › name' }) },
  email: { label: msg({ message: 'E-mail', context: 'lead form field › email' }) },
  phone: { label: msg({ message: 'Telefone', context: 'lead form field › phone' }) },
  company: { label: msg({ message: 'Empresa', context: 'lead form field › company' }) },
  role: { label: msg({ message: 'Cargo', context: 'lead form field › role' }) },
  message: { label: msg({ message: 'Mensagem', context: 'lead form field › message' }) },
  state: {
    label: msg({ message: 'Estado', context: 'lead form field › state' }),
    placeholder: msg`Selecione o seu estado`,
    options: stateNames,
  },
  country: {
    label: msg({ message: 'País', context: 'lead form field › country' }),
    placeholder: msg`Selecione o seu país`,
  },
  faturamento: {
    label: msg({ message: 'Faturamento mensal', context: 'lead form field › faturamento' }),
    placeholder: msg`Selecione o faturamento`,
    options: revenueLabels,
  },
  nicho: { label: msg({ message: 'Nicho de atuação', context: 'lead form field › nicho' }) },
}

/**
 * A form's own label for a field kind, where it differs from `fieldCopy`'s; its context must be
 * `labelContext(kind, field)`, by which the server finds it.
 */
export const formLabels: { [K in FormKind]: Partial<Record<FieldKind, MessageDescriptor>> } = {
  contact: {
    name: msg({ message: 'Nome completo', context: 'lead form contact › name' }),
    company: msg({ message: 'Nome da empresa', context: 'lead form contact › company' }),
    email: msg({ message: 'E-mail corporativo', context: 'lead form contact › email' }),
  },
  lead: {},
  ecommerce: {},
}

/** The label of a field kind in a form. */
export function fieldLabel(kind: FormKind, field: FieldKind): MessageDescriptor {
  return formLabels[kind][field] ?? fieldCopy[field].label
}

/**
 * The validation messages, in each language a form may show them in (`validationMessages`, see `leadForms.ts`):
 * `localized` ones are translated; `source` ones carry a context whose translation is the Portuguese text itself,
 * so that every locale's catalog shows them in Portuguese (the spec's landing and e-commerce forms).
 */
export const validationCopy: Record<ValidationMessages, Record<ErrorCode, MessageDescriptor>> = {
  localized: {
    required: msg`Campo obrigatório`,
    email: msg`Email inválido`,
    phone: msg`Telefone inválido`,
  },
  source: {
    required: msg({
      message: 'Campo obrigatório',
      context: 'landing and e-commerce forms: keep in Portuguese in every language',
      comment:
        'Copy the Portuguese as it is: forms keeping their validation messages in Portuguese show it on every page',
    }),
    email: msg({
      message: 'E-mail inválido',
      context: 'landing and e-commerce forms: keep in Portuguese in every language',
      comment:
        'Copy the Portuguese as it is: forms keeping their validation messages in Portuguese show it on every page',
    }),
    phone: msg({
      message: 'Telefone inválido',
      context: 'landing and e-commerce forms: keep in Portuguese in every language',
      comment:
        'Copy the Portuguese as it is: forms keeping their validation messages in Portuguese show it on every page',
    }),
  },
}

/** The alert after a failed send (`LeadFormBehaviour['failure']`): the contact form's, the landing forms'. */
export const failureAlerts: Record<LeadFormBehaviour['failure'], MessageDescriptor> = {
  contact: msg`Ocorreu um erro ao enviar a mensagem!`,
  landing: msg`Erro ao enviar mensagem. Tente novamente mais tarde.`,
}

/**
 * Each form's submit button, saying what the visitor gets rather than only "send": a message to the team, a
 * specialist's call back (the landing forms), a quote (the e-commerce form).
 */
export const submitLabels: Record<FormKind, MessageDescriptor> = {
  contact: msg`Enviar mensagem`,
  lead: msg`Falar com um especialista`,
  ecommerce: msg`Pedir orçamento`,
}

/** Texts every form shares. */
export const sharedCopy = {
  success: msg`Mensagem enviada com sucesso!`,
  sending: msg`Enviando…`,
  requiredHint: msg`Todos os campos são obrigatórios.`,
  invalidFields: msg({
    message: '{count, plural, one {# campo precisa de correção.} other {# campos precisam de correção.}}',
    comment: 'Announced after a send with invalid fields; {count} is how many fields show an error',
  }),
  honeypot: msg`Deixe este campo em branco`,
}

/**
 * Texts only the team's e-mail uses, found by context (`mailSubjectContext`, `ORIGIN_LABEL_CONTEXT`) in the
 * catalogs by src/server/leads/mailText.ts: the subject per form and the label of the page address.
 */
export const mailCopy = {
  contact: msg({ message: 'Novo contato', context: 'lead mail subject › contact' }),
  lead: msg({ message: 'Novo lead da landing page', context: 'lead mail subject › lead' }),
  ecommerce: msg({ message: 'Novo lead de e-commerce', context: 'lead mail subject › ecommerce' }),
  origin: msg({ message: 'Página', context: 'lead mail field › origin' }),
} satisfies Record<FormKind | 'origin', MessageDescriptor>
