import type { ThankYouProps } from './schema'

export const fixtures: Record<string, ThankYouProps> = {
  full: {
    title: { id: 'fx.title', message: 'Obrigado!' },
    subtitle: { id: 'fx.subtitle', message: 'Recebemos a sua mensagem.' },
    progressLabel: { id: 'fx.progress', message: 'Encaminhando' },
    note: { id: 'fx.note', message: 'Fique de olho no WhatsApp.' },
    nextSteps: {
      title: { id: 'fx.steps', message: 'O que acontece agora' },
      steps: [
        { id: 'fx.step1', message: 'Lemos a sua mensagem.' },
        { id: 'fx.step2', message: 'Conversamos sobre o seu desafio.' },
        { id: 'fx.step3', message: 'Você recebe uma proposta.' },
      ],
    },
    actions: [
      { label: { id: 'fx.home', message: 'Voltar para o início' }, href: '/' },
      { label: { id: 'fx.news', message: 'Ler as notícias' }, href: '/noticias' },
    ],
  },
  inverse: {
    title: { id: 'fx.title', message: 'Obrigado!' },
    subtitle: { id: 'fx.subtitle', message: 'Recebemos a sua mensagem.' },
    progressLabel: { id: 'fx.progress', message: 'Encaminhando' },
    note: { id: 'fx.note', message: 'Fique de olho no WhatsApp.' },
    tone: 'inverse',
  },
  withoutSubtitle: {
    title: { id: 'fx.title', message: 'Obrigado!' },
    progressLabel: { id: 'fx.progress', message: 'Encaminhando' },
    note: { id: 'fx.note', message: 'Fique de olho no WhatsApp.' },
  },
  /** Worst case: the longest realistic copy. */
  longest: {
    title: { id: 'fx.long.title', message: 'Muito obrigado pelo seu interesse!' },
    subtitle: {
      id: 'fx.long.subtitle',
      message: 'Recebemos a sua mensagem e um especialista da nossa equipe comercial vai responder em até um dia útil.',
    },
    progressLabel: { id: 'fx.long.progress', message: 'Encaminhando você para o nosso atendimento pelo WhatsApp' },
    note: {
      id: 'fx.long.note',
      message:
        'Fique de olho no WhatsApp e na caixa de entrada do seu e-mail, inclusive na pasta de spam ou de promoções.',
    },
    nextSteps: {
      title: { id: 'fx.long.steps', message: 'O que acontece a partir de agora com a sua mensagem' },
      steps: [
        {
          id: 'fx.long.step1',
          message: 'Um especialista da área certa lê a sua mensagem com atenção e responde em até um dia útil.',
        },
        {
          id: 'fx.long.step2',
          message: 'Marcamos uma conversa por WhatsApp, e-mail ou videochamada para entender o seu desafio a fundo.',
        },
        { id: 'fx.long.step3', message: 'Você recebe uma proposta com escopo, prazo e investimento, sem compromisso.' },
      ],
    },
    actions: [
      { label: { id: 'fx.long.home', message: 'Voltar para a página inicial' }, href: '/' },
      { label: { id: 'fx.long.news', message: 'Ler as notícias mais recentes' }, href: '/noticias' },
    ],
  },
}
