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
  darkOne: { title: { id: 'fx.faq', message: 'Dúvidas' }, tone: 'inverse', items: [qa(1)] },
  /** Worst case: the longest realistic copy and the most questions (eight). */
  longest: {
    title: { id: 'fx.long.faq', message: 'Perguntas frequentes sobre desenvolvimento, prazos, pagamentos e suporte' },
    subtitle: {
      id: 'fx.long.faq.sub',
      message: 'Não encontrou a sua dúvida? Fale com um especialista pelo WhatsApp ou pelo formulário de contato.',
    },
    items: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
      question: {
        id: `fx.long.q${n}`,
        message:
          'Quanto tempo leva para desenvolver um sistema sob medida com integração aos sistemas que a minha empresa já usa?',
      },
      answer: {
        id: `fx.long.a${n}`,
        message:
          'Depende do escopo: um produto mínimo viável costuma ficar pronto entre oito e doze semanas, com entregas quinzenais que você acompanha em ambiente de homologação. Integrações com ERPs, CRMs e meios de pagamento entram no planejamento desde o início, com prazos e custos detalhados na proposta.',
      },
    })),
  },
}
