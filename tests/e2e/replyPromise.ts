/**
 * The team's reply promise in each language, as the site words it for content/settings.ts (`responseHours: 4`):
 * the footers, the drawer, the contact page, a hero's line of proof and the thank-you page all say exactly this.
 */
export const REPLY_PROMISE = {
  'pt-br': 'Respondemos em até 4 horas úteis',
  'en-us': 'We reply within 4 business hours',
  'es-es': 'Respondemos en 4 horas hábiles como máximo',
} as const
