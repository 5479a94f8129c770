import { msg } from '@lingui/core/macro'

export const consentCopy = {
  region: msg`Aviso de cookies`,
  title: msg`Cookies e privacidade`,
  text: msg`Usamos cookies para medir o uso do site e mostrar anúncios relevantes, só com a sua permissão.`,
  accept: msg`Aceitar`,
  reject: msg`Recusar`,
  privacy: msg`Ler a política de privacidade`,
  settings: msg`Configurações de cookies`,
}
