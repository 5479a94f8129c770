import type { ContactFormProps } from './schema'

const person = {
  name: 'Rafael Monteiro',
  role: { id: 'fx.role', message: 'CEO e cofundador' },
  bio: { id: 'fx.bio', message: 'Lidera produtos digitais há mais de 10 anos.' },
  photo: { src: 'people/rafael-monteiro.png', decorative: true as const },
}
const nextSteps = {
  title: { id: 'fx.next', message: 'O que acontece depois' },
  steps: [
    { id: 'fx.step1', message: 'Respondemos em até um dia útil.' },
    { id: 'fx.step2', message: 'Uma conversa de 30 minutos.' },
    { id: 'fx.step3', message: 'Uma proposta com escopo, prazo e investimento.' },
  ],
}

export const fixtures: Record<string, ContactFormProps> = {
  contactPage: {
    title: { id: 'fx.t', message: 'Fale conosco' },
    subtitle: { id: 'fx.s', message: 'Respondemos em um dia útil.' },
    successPath: '/obrigado',
  },
  /** The contact page: who answers, the ways in and what happens next beside the form. */
  withContact: {
    title: { id: 'fx.t', message: 'Fale conosco' },
    subtitle: { id: 'fx.s', message: 'Respondemos em um dia útil.' },
    contact: { person, note: { id: 'fx.note', message: 'Eu leio cada mensagem de novo projeto.' } },
    nextSteps,
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
    contact: {
      person: { ...person, name: 'Maria Fernanda de Albuquerque Cavalcanti' },
      note: {
        id: 'fx.long.note',
        message:
          'Eu leio pessoalmente cada mensagem de novo projeto e indico o especialista certo para a primeira conversa, em até um dia útil.',
      },
    },
    nextSteps,
    successPath: '/obrigado',
  },
}
