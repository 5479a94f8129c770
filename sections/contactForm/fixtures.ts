import type { ContactFormProps } from './schema'

export const fixtures: Record<string, ContactFormProps> = {
  contactPage: {
    title: { id: 'fx.t', message: 'Fale conosco' },
    subtitle: { id: 'fx.s', message: 'Respondemos em um dia útil.' },
    successPath: '/obrigado',
  },
  /** On a dark band: the form keeps its light card. */
  onInverse: {
    title: { id: 'fx.t', message: 'Fale conosco' },
    subtitle: { id: 'fx.s', message: 'Respondemos em um dia útil.' },
    successPath: '/obrigado',
    tone: 'inverse',
  },
  /** Worst case: the longest realistic copy. */
  longest: {
    title: {
      id: 'fx.long.title',
      message: 'Conte para nós o desafio da sua empresa e receba uma proposta personalizada',
    },
    subtitle: {
      id: 'fx.long.subtitle',
      message:
        'Um especialista responde em até um dia útil com um diagnóstico inicial, os próximos passos e uma estimativa de prazo e investimento, sem compromisso.',
    },
    successPath: '/obrigado',
  },
}
