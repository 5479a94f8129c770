import { msg } from '@lingui/core/macro'
import { founders } from '../content/founders'
import type { PageConfig } from '../src/engine/content'

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
      type: 'contactForm',
      id: 'contact-form',
      props: {
        // The page is made for its form: no hero above it, its heading the page's title, its first field on the
        // first screen (the reply time is promised beside it, from the settings' `responseHours`).
        title: msg`Fale com a gente`,
        pageTitle: true,
        subtitle: msg`Conte sobre o seu projeto ou peça um orçamento. Nosso time vai responder em breve, por e-mail ou WhatsApp.`,
        contact: {
          person: founders[0]!,
          note: msg`Eu leio cada mensagem de novo projeto e indico o especialista certo para a primeira conversa.`,
        },
        nextSteps: {
          title: msg`O que acontece depois`,
          steps: [
            msg`Quem entende do seu assunto lê a mensagem e responde por e-mail ou WhatsApp.`,
            msg`Uma conversa de 30 minutos para entender o desafio, sem compromisso.`,
            msg`Você recebe uma proposta com escopo, prazo e investimento.`,
          ],
        },
        successPath: '/obrigado',
      },
    },
  ],
}
