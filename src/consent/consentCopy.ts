import { msg } from '@lingui/core/macro'

export const consentCopy = {
  region: msg`Aviso de cookies`,
  title: msg`Cookies e privacidade`,
  text: msg({
    message: 'Usamos cookies de medição e anúncios só se você aceitar.',
    comment: 'Cookie banner, one short sentence: it must fit about three lines on a phone zoomed to 200 %',
  }),
  accept: msg`Aceitar`,
  reject: msg`Recusar`,
  learnMore: msg({ message: 'Saiba mais', comment: 'Cookie banner: the link to the privacy policy, kept short' }),
  privacy: msg`política de privacidade`,
  settings: msg`Configurações de cookies`,
}
