import { msg } from '@lingui/core/macro'

/** The words around the company's contact details (`settings`): footers, the drawer, the alternative phone menu. */
export const contactCopy = {
  title: msg`Contato`,
  whatsapp: msg`Conversar no WhatsApp`,
  address: msg`Endereço`,
  opensInNewTab: msg`(abre em nova aba)`,
  // Two messages, not an ICU plural: a plural would make the browser build an `Intl.PluralRules` (loading its locale
  // data in one long task) on every page with a footer. The site's languages all write 1 in the singular and every
  // other whole number in the plural, and the settings only allow whole numbers above 0.
  responseTimeOne: msg({
    message: 'Respondemos em até 1 hora útil',
    comment: "The team's reply promise under the contact details, when it is one business (working) hour",
  }),
  responseTime: msg({
    message: 'Respondemos em até {hours} horas úteis',
    comment: "The team's reply promise under the contact details; {hours} is a number of business hours, 2 or more",
  }),
  companyId: msg({
    message: 'CNPJ {companyId}',
    comment: "The company's Brazilian registration number in the footer's legal line; keep the word CNPJ",
  }),
}
