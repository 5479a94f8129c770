import { msg } from '@lingui/core/macro'
import type { PageConfig } from '../src/engine/content'

export const thankYouPage: PageConfig = {
  id: 'thank-you',
  path: '/obrigado',
  noindex: true,
  layout: 'bare',
  meta: {
    title: msg`Obrigado pelo contato`,
    description: msg`Recebemos a sua mensagem. Nosso time vai responder em breve.`,
  },
  sections: [
    {
      type: 'thankYou',
      props: {
        title: msg`Obrigado pelo contato!`,
        subtitle: msg`Recebemos a sua mensagem e já estamos encaminhando para o especialista certo.`,
        progressLabel: msg`Encaminhando a sua mensagem`,
        // The reply time follows the note, from the settings (`responseHours`): no copy here repeats it.
        note: msg`Nosso time vai responder em breve. Fique de olho no seu WhatsApp!`,
        nextSteps: {
          title: msg`O que acontece agora`,
          steps: [
            msg`Um especialista da área do seu projeto lê a sua mensagem.`,
            msg`Conversamos por WhatsApp, e-mail ou videochamada para entender o seu desafio.`,
            msg`Você recebe uma proposta com escopo, prazo e investimento, sem compromisso.`,
          ],
        },
        actions: [
          { label: msg`Voltar para o início`, href: '/' },
          { label: msg`Ler as nossas notícias`, href: '/noticias' },
        ],
      },
    },
  ],
}
