import type { ThankYouProps } from './schema'

export const fixtures: Record<string, ThankYouProps> = {
  full: {
    title: { id: 'fx.title', message: 'Obrigado!' },
    subtitle: { id: 'fx.subtitle', message: 'Recebemos a sua mensagem.' },
    progressLabel: { id: 'fx.progress', message: 'Encaminhando' },
    note: { id: 'fx.note', message: 'Fique de olho no WhatsApp.' },
  },
  withoutSubtitle: {
    title: { id: 'fx.title', message: 'Obrigado!' },
    progressLabel: { id: 'fx.progress', message: 'Encaminhando' },
    note: { id: 'fx.note', message: 'Fique de olho no WhatsApp.' },
  },
}
