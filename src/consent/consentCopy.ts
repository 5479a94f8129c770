import { msg } from '@lingui/core/macro'

export const consentCopy = {
  region: msg`Aviso de cookies`,
  title: msg`Cookies e privacidade`,
  text: msg`Usamos cookies e ferramentas de medição para entender o uso do site e mostrar anúncios relevantes. Nada disso é ativado sem a sua permissão, e você pode mudar de ideia quando quiser em "Configurações de cookies", no rodapé.`,
  accept: msg`Aceitar`,
  reject: msg`Recusar`,
  privacy: msg`Ler a política de privacidade`,
  settings: msg`Configurações de cookies`,
}
