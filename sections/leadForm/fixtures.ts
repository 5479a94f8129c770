import { fixtures as contactFormFixtures } from '../contactForm/fixtures'
import type { LeadFormProps } from './schema'

export const fixtures: Record<string, LeadFormProps> = {
  hire: { title: { id: 'fx.t', message: 'Encontre o seu profissional' }, successPath: '/pt-br/obrigado' },
  /** Worst case: the contact form's longest realistic heading and line (a lead form has no named contact). */
  longest: {
    title: contactFormFixtures.longest!.title,
    subtitle: contactFormFixtures.longest!.subtitle,
    successPath: '/pt-br/obrigado',
  },
}
