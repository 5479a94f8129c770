import { msg } from '@lingui/core/macro'

/** The words around the company's contact details (`settings`): footers, the drawer, the alternative phone menu. */
export const contactCopy = {
  title: msg`Contato`,
  whatsapp: msg`Conversar no WhatsApp`,
  address: msg`Endereço`,
  responseTime: msg({
    message: '{hours, plural, one {Respondemos em até # hora útil} other {Respondemos em até # horas úteis}}',
    comment: "The team's reply promise under the contact details; {hours} is a number of business (working) hours",
  }),
  companyId: msg({
    message: 'CNPJ {companyId}',
    comment: "The company's Brazilian registration number in the footer's legal line; keep the word CNPJ",
  }),
}
