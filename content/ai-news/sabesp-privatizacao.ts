import { msg } from '@lingui/core/macro'
import type { AiNewsItem } from '../models/aiNews'
import { officialPartners } from '../partners'

/** The sample item of the demo (the only detail page the spec lists). */
export const item = {
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
  image: {
    src: 'ai-news/sabesp-privatizacao.jpg',
    alt: msg`Ilustração de uma gota d’água sobre o horizonte de São Paulo, com um rio e uma rede de tubulações`,
  },
  partners: officialPartners,
  tags: ['Saneamento', 'Privatização', 'São Paulo', 'Infraestrutura'],
} satisfies AiNewsItem
