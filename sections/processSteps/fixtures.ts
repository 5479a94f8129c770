import type { ProcessStepsProps } from './schema'

const copy = (id: string, message: string) => ({ id: `fx.process.${id}`, message })

const fourSteps: ProcessStepsProps['steps'] = [
  {
    title: copy('s1', 'Descoberta'),
    duration: copy('d1', '1 a 2 semanas'),
    text: copy('t1', 'Entendemos o problema com quem vai usar o sistema e fechamos o escopo da primeira entrega.'),
  },
  {
    title: copy('s2', 'Desenho'),
    duration: copy('d2', '1 a 3 semanas'),
    text: copy('t2', 'Protótipos navegáveis e arquitetura: você vê o produto antes da primeira linha de código.'),
  },
  {
    title: copy('s3', 'Entregas'),
    duration: copy('d3', 'a cada 2 semanas'),
    text: copy('t3', 'Versões funcionando em ciclos curtos, com as prioridades definidas junto com o seu time.'),
  },
  {
    title: copy('s4', 'Evolução'),
    text: copy('t4', 'Depois do lançamento, medimos o uso e evoluímos o produto com base em dados reais.'),
  },
]

export const fixtures: Record<string, ProcessStepsProps> = {
  fourSteps: {
    eyebrow: copy('eyebrow', 'Como trabalhamos'),
    title: copy('title', 'Do primeiro contato ao produto no ar'),
    steps: fourSteps,
  },
  threeStepsMuted: {
    title: copy('title3', 'Três passos para começar'),
    subtitle: copy('subtitle3', 'Sem contrato longo antes de ver resultado.'),
    steps: fourSteps.slice(0, 3),
    tone: 'muted',
  },
  /** Worst case: the longest realistic copy. */
  longest: {
    eyebrow: copy('eyebrow', 'Como trabalhamos'),
    title: copy(
      'long.title',
      'Do primeiro contato ao produto no ar, com entregas que você acompanha desde a primeira semana',
    ),
    steps: fourSteps.map((step, index) => ({
      ...step,
      title: copy(`long.s${index}`, 'Desenvolvimento e homologação contínuos'),
      text: copy(
        `long.t${index}`,
        'Versões funcionando em ciclos curtos, testadas com usuários reais, publicadas automaticamente e acompanhadas por métricas de uso e de falhas.',
      ),
    })),
  },
}
