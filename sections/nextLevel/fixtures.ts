import type { NextLevelProps } from './schema'

export const fixtures: Record<string, NextLevelProps> = {
  fixedContact: {
    title: { id: 'fx.n', message: 'Próximo nível' },
    actions: [{ label: { id: 'fx.b', message: 'Fale conosco' }, href: '/pt-br/contato' }],
  },
  inverse: {
    tone: 'inverse',
    title: { id: 'fx.n', message: 'Vamos construir o seu próximo produto?' },
    text: { id: 'fx.t', message: 'Conte o que você precisa e receba uma proposta do nosso time.' },
    actions: [
      { label: { id: 'fx.b', message: 'Fale com a gente' }, href: '/contato' },
      { label: { id: 'fx.c', message: 'Ver serviços' }, href: '/quem-somos' },
    ],
  },
  light: {
    tone: 'light',
    title: { id: 'fx.n', message: 'Pronto para começar?' },
    actions: [{ label: { id: 'fx.b', message: 'Fale com a gente' }, href: '/contato' }],
  },
  /** Worst case: the longest realistic copy and the most actions. */
  longest: {
    title: {
      id: 'fx.long.title',
      message: 'Leve a sua empresa ao próximo nível com desenvolvimento personalizado e inteligência artificial',
    },
    text: {
      id: 'fx.long.text',
      message:
        'Conte para nós o desafio do seu negócio: em até um dia útil um especialista responde com um diagnóstico inicial, os próximos passos e uma estimativa de prazo e investimento, sem compromisso.',
    },
    actions: [
      { label: { id: 'fx.long.a1', message: 'Fale com um especialista agora mesmo' }, href: '/pt-br/contato' },
      {
        label: { id: 'fx.long.a2', message: 'Conheça os cases dos nossos clientes' },
        href: '/quem-somos',
        variant: 'secondary',
      },
    ],
  },
}
