import type { PageConfig } from '../src/config/pages'
import { msg } from '@lingui/core/macro'

export const contactPage: PageConfig = {
  id: 'contact',
  path: '/contato',
  layout: 'default',
  meta: {
    title: msg`Contato`,
    description: msg`Fale com a Nuvora e peça um orçamento para o seu projeto de software, aplicativo ou inteligência artificial.`,
  },
  sections: [
    {
      type: 'richText',
      props: {
        pageTitle: true,
        title: msg`Fale com a gente`,
        paragraphs: [
          msg`Conte sobre o seu projeto ou peça um orçamento. Nosso time vai responder em breve, por e-mail ou WhatsApp.`,
        ],
      },
    },
    {
      type: 'contactForm',
      id: 'contact-form',
      props: { title: msg`Envie a sua mensagem`, successPath: '/obrigado' },
    },
  ],
}
