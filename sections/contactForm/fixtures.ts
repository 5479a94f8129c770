import type { ContactFormProps } from './schema'

export const fixtures: Record<string, ContactFormProps> = {
  contactPage: {
    title: { id: 'fx.t', message: 'Fale conosco' },
    subtitle: { id: 'fx.s', message: 'Respondemos em um dia útil.' },
    successPath: '/obrigado',
  },
}
