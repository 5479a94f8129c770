import type { ThankYouProps } from './schema'

export const fixtures: Record<string, ThankYouProps> = {
  full: {
    title: { id: 'fx.title', message: 'Obrigado!' },
    subtitle: { id: 'fx.subtitle', message: 'Recebemos a sua mensagem.' },
    progressLabel: { id: 'fx.progress', message: 'Encaminhando' },
    note: { id: 'fx.note', message: 'Fique de olho no WhatsApp.' },
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
  },
}
