import type { CaseStudy } from '../../content/models/caseStudies'
import type { CaseStudiesProps } from './schema'

const copy = (id: string, message: string) => ({ id: `fx.${id}`, message })

const service = (id: string, title: string) => ({
  id,
  slug: id,
  title: copy(`service.${id}`, title),
  description: copy(`service.${id}.text`, `Sobre ${title}`),
  icon: 'sparkles' as const,
})

const study = (slug: string, client: string, image: string, long = false): CaseStudy => ({
  slug,
  client,
  sector: copy(`${slug}.sector`, long ? 'Varejo de casa, decoração e utilidades domésticas' : 'Fintech'),
  title: copy(
    `${slug}.title`,
    long
      ? 'Interoperabilidade entre o ERP, a loja virtual e catorze planilhas: previsão de demanda que cortou 27% das perdas'
      : 'Aprovação de 91% para 97%',
  ),
  problem: copy(
    `${slug}.problem`,
    long ? 'Os dados estavam espalhados e a produção era planejada no escuro.' : 'Recusas.',
  ),
  solution: copy(`${slug}.solution`, long ? 'Uma plataforma de dados única e um modelo de previsão.' : 'APIs e IA.'),
  results: [
    { value: copy(`${slug}.r1`, '+6 p.p.'), label: copy(`${slug}.r1.label`, 'na aprovação') },
    { value: copy(`${slug}.r2`, '−42%'), label: copy(`${slug}.r2.label`, 'em chargebacks') },
    { value: copy(`${slug}.r3`, long ? '8 semanas' : '3×'), label: copy(`${slug}.r3.label`, 'no pico') },
  ],
  source: copy(`${slug}.source`, 'Dados do cliente, 12 meses.'),
  services: long
    ? [
        service('ai', 'Inteligência artificial'),
        service('outsourcing', 'Outsourcing'),
        service('web', 'Plataformas web'),
      ]
    : [service('apis', 'Integração de APIs')],
  image: { src: image, alt: copy(`${slug}.alt`, `Tela do projeto da ${client}`) },
})

export const fixtures: Record<string, CaseStudiesProps> = {
  three: {
    eyebrow: copy('eyebrow', 'Cases'),
    title: copy('title', 'Resultados que entregamos'),
    subtitle: copy('subtitle', 'Projetos reais, números medidos.'),
    cases: [
      study('pagora', 'Pagora', 'work/fintech-dashboard.png'),
      study('rota', 'Rota Certa', 'work/logistics-ops.png'),
      study('aurora', 'Casa Aurora', 'work/ecommerce-storefront.png'),
    ],
  },
  one: {
    title: copy('title.one', 'Um projeto com este serviço'),
    cases: [study('granja', 'Granja Viva', 'work/data-platform.png')],
    tone: 'light',
  },
  /** Worst case: the longest realistic copy in every field. */
  longest: {
    eyebrow: copy('eyebrow', 'Cases'),
    title: copy('title.long', 'Resultados medidos que entregamos para clientes de setores muito diferentes'),
    cases: [
      study('granja', 'Granja Viva Alimentos', 'work/data-platform.png', true),
      study('aurora', 'Casa Aurora', 'work/ecommerce-storefront.png', true),
    ],
    tone: 'inverse',
  },
}
