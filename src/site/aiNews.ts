import { msg } from '@lingui/core/macro'
import type { JSONSchemaType } from 'ajv'
import { brandLogoSchema, copySchema, publicFileSchema, type Copy } from '../config/common'
import { officialPartners, type BrandLogo } from './partners'

/**
 * A news item processed by the AI-news product (a demo): the monitored portal's article, the title the AI wrote
 * for it and the relevance grade it gave. Its page lives at `/pt-br/ia-noticia/{slug}` (Portuguese only).
 */
export interface AiNewsItem {
  /** URL segment of the detail page (lower case, digits and hyphens). */
  slug: string
  /** The headline as the monitored portal published it. */
  originalTitle: Copy
  /** The headline the AI wrote for the client. */
  generatedTitle: Copy
  /** Relevance grade given by the AI (the spec's `grauDeRisco`), a score or range such as `8-10`. */
  grade: string
  /** The article text rewritten by the AI, one message per paragraph. */
  content: Copy[]
  /** Publication date, ISO `YYYY-MM-DD`. */
  date: string
  /** Illustration under `public/ai-news/` (decorative: the title is printed beside it). */
  img: string
  /** Logos of the partners behind the monitoring, shown on the detail page. */
  partners: BrandLogo[]
  /** Subject tags (optional), shown as written. */
  tags?: string[]
}

export const aiNewsItemSchema: JSONSchemaType<AiNewsItem> = {
  type: 'object',
  properties: {
    slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    originalTitle: copySchema,
    generatedTitle: copySchema,
    grade: { type: 'string', minLength: 1, maxLength: 12 },
    content: { type: 'array', items: copySchema, minItems: 1 },
    date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    img: publicFileSchema,
    partners: { type: 'array', items: brandLogoSchema },
    tags: { type: 'array', items: { type: 'string', minLength: 1 }, nullable: true },
  },
  required: ['slug', 'originalTitle', 'generatedTitle', 'grade', 'content', 'date', 'img', 'partners'],
  additionalProperties: false,
}

/** Detail pages exist in Portuguese only, so every link to one names the pt-br prefix. */
export function aiNewsPath(item: Pick<AiNewsItem, 'slug'>): string {
  return `/pt-br/ia-noticia/${item.slug}`
}

/** The sample item of the demo (the only detail page the spec lists). */
export const sabespPrivatizacao: AiNewsItem = {
  slug: 'sabesp-privatizacao',
  originalTitle: msg`Governo de São Paulo conclui a privatização da Sabesp`,
  generatedTitle: msg`Privatização da Sabesp: o que muda para o consumidor e para as metas de saneamento`,
  grade: '8-10',
  content: [
    msg`O governo do estado de São Paulo concluiu a venda do controle da Sabesp, companhia responsável pelo abastecimento de água e pela coleta de esgoto em centenas de municípios paulistas. Com a operação, o estado deixa de ser o acionista majoritário, mas mantém participação na empresa e poder de veto em decisões estratégicas.`,
    msg`O principal argumento apresentado para a desestatização é acelerar os investimentos necessários para levar água tratada e coleta de esgoto a toda a população atendida. O novo contrato prevê metas de universalização mais próximas do que as exigidas pelo marco legal do saneamento, com acompanhamento da agência reguladora estadual.`,
    msg`Para o consumidor, a mudança não é imediata. As tarifas continuam definidas pela agência reguladora, e o acordo inclui um mecanismo para suavizar reajustes nos primeiros anos, financiado em parte com recursos da própria venda. Famílias de baixa renda seguem com direito à tarifa social.`,
    msg`Críticos da operação questionam o ritmo das obras em áreas periféricas e a capacidade de fiscalização do poder público. Entidades de defesa do consumidor pedem transparência na divulgação dos indicadores de qualidade e de cumprimento das metas.`,
    msg`Para empresas dos setores de infraestrutura, construção e tecnologia, a expectativa é de aumento da demanda por obras, monitoramento de redes e sistemas de gestão. A relevância alta atribuída a esta notícia reflete o impacto direto em contratos, licitações e no ambiente regulatório do saneamento.`,
  ],
  date: '2024-07-23',
  img: '/ai-news/sabesp-privatizacao.svg',
  partners: officialPartners,
  tags: ['Saneamento', 'Privatização', 'São Paulo', 'Infraestrutura'],
}

/** The items of the AI-news listing, newest first. */
export const aiNewsItems: AiNewsItem[] = [sabespPrivatizacao]
