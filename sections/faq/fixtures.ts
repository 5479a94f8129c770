import type { FaqProps } from './schema'

const qa = (n: number) => ({
  question: { id: `fx.q${n}`, message: `Pergunta ${n}?` },
  answer: { id: `fx.a${n}`, message: `Resposta ${n}.` },
})

export const fixtures: Record<string, FaqProps> = {
  threeQuestions: {
    title: { id: 'fx.faq', message: 'Perguntas frequentes' },
    subtitle: { id: 'fx.faq.sub', message: 'Tire suas dúvidas' },
    items: [qa(1), qa(2), qa(3)],
  },
  darkOne: { title: { id: 'fx.faq', message: 'Dúvidas' }, tone: 'dark', items: [qa(1)] },
}
