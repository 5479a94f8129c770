import type { PageConfig } from '../src/config/pages'
import { msg } from '@lingui/core/macro'
import { founders } from '../content/founders'

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
      type: 'hero',
      props: {
        title: msg`Fale com a gente`,
        subtitle: msg`Conte sobre o seu projeto ou peça um orçamento. Nosso time vai responder em breve, por e-mail ou WhatsApp.`,
        actions: [{ label: msg`Escrever a mensagem`, href: '#contact-form' }],
        // The reply time is promised beside the form, from the settings (`responseHours`).
        proof: [msg`Primeira conversa sem compromisso`, msg`Seus dados protegidos conforme a LGPD`],
        image: {
          src: 'hero/contato.png',
          alt: msg`Uma conversa com a Nuvora pelo WhatsApp, a primeira conversa marcada para amanhã às 10h, uma nova mensagem de projeto e os próximos passos: mensagem lida, conversa marcada, proposta`,
        },
        imageFrom: 'desktop',
      },
    },
    {
      type: 'contactForm',
      id: 'contact-form',
      props: {
        title: msg`Envie a sua mensagem`,
        subtitle: msg`Quanto mais contexto, melhor a primeira conversa: o que você quer construir, para quando e para quem.`,
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
