import { ceo } from '../content/ceo'
import { cardPath } from '../content/models/businessContact'
import { msg, ph } from '@lingui/core/macro'
import type { PageConfig } from '../src/engine/content'

export const ceoCardPage: PageConfig = {
  id: 'ceo-card',
  path: cardPath(ceo),
  urls: 'both',
  hideConsentBanner: true,
  noindex: true,
  layout: 'bare',
  meta: {
    title: msg`${ph({ name: ceo.name })}, CEO da Nuvora`,
    description: msg`Fale com ${ph({ name: ceo.name })}, CEO da Nuvora, pelo WhatsApp ou por e-mail, salve o contato e conheça os nossos perfis e produtos.`,
  },
  sections: [
    {
      type: 'businessCard',
      props: {
        contact: ceo,
        tagline: msg`Software sob medida e inteligência artificial para empresas que querem crescer.`,
      },
    },
  ],
}
