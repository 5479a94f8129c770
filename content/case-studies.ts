import { msg } from '@lingui/core/macro'
import { caseStudySchema, type CaseStudy } from './models/caseStudies'
import type { Service } from './models/services'
import { services } from './services'
import { defineCollection } from '../src/engine/content'

/**
 * Projects the company delivered, most telling first. Clients, products and figures are fictional (as the rest of
 * the site's company): replace them with real, client-approved cases before going live.
 */
export const caseStudies = defineCollection<CaseStudy>({
  name: 'case studies',
  schema: caseStudySchema,
  entries: [
    {
      slug: 'pagora-pagamentos',
      client: 'Pagora',
      sector: msg`Fintech de pagamentos`,
      title: msg`Aprovação de pagamentos de 91% para 97% com um motor antifraude sob medida`,
      problem: msg`Recusas indevidas e fraudes travavam o crescimento, e o gateway antigo caía nos picos de vendas.`,
      solution: msg`Reescrevemos o processamento em APIs escaláveis e criamos um modelo antifraude treinado com o histórico da Pagora.`,
      results: [
        { value: msg`+6 p.p.`, label: msg`na taxa de aprovação` },
        { value: msg`−42%`, label: msg`em chargebacks` },
        { value: msg`3×`, label: msg`mais volume no pico, sem queda` },
      ],
      source: msg`Dados do cliente, nos 12 meses após o lançamento.`,
      services: [services.apis, services.ai, services.softwareMaintenance],
      image: {
        src: 'work/fintech-dashboard.png',
        alt: msg`Painel de pagamentos da Pagora: volume processado, taxa de aprovação, meios de pagamento e transações em tempo real`,
      },
    },
    {
      slug: 'rota-certa-logistica',
      client: 'Rota Certa',
      sector: msg`Logística e entregas`,
      title: msg`Entregas no prazo de 82% para 96% com rotas sugeridas por IA`,
      problem: msg`Rotas montadas à mão em planilhas atrasavam as entregas e deixavam os motoristas sem informação na rua.`,
      solution: msg`Criamos um app para motoristas e um painel de operação com roteirização por IA que se ajusta ao trânsito.`,
      results: [
        { value: msg`96%`, label: msg`das entregas no prazo` },
        { value: msg`−18%`, label: msg`de quilômetros rodados` },
        { value: msg`4 meses`, label: msg`do início ao app nas lojas` },
      ],
      source: msg`Dados do cliente, primeiro semestre de operação.`,
      services: [services.mobile, services.ai],
      image: {
        src: 'work/logistics-ops.png',
        alt: msg`Painel de operação da Rota Certa com o mapa das rotas do dia, as paradas e uma sugestão de rota da IA, e o app do motorista no celular`,
      },
    },
    {
      slug: 'casa-aurora-ecommerce',
      client: 'Casa Aurora',
      sector: msg`Varejo de casa e decoração`,
      title: msg`Loja nova com checkout em Pix: conversão 2,1 vezes maior`,
      problem: msg`A loja virtual era lenta no celular, e metade dos clientes desistia no checkout.`,
      solution: msg`Redesenhamos a experiência com pesquisa com clientes e construímos uma loja rápida, com Pix em um toque.`,
      results: [
        { value: msg`2,1×`, label: msg`na taxa de conversão` },
        { value: msg`38%`, label: msg`das vendas pagas com Pix` },
        { value: msg`1,4 s`, label: msg`para abrir no celular` },
      ],
      source: msg`Dados do cliente, 90 dias antes e depois do lançamento.`,
      services: [services.ecommerce, services.design],
      image: {
        src: 'work/ecommerce-storefront.png',
        alt: msg`A loja virtual da Casa Aurora no notebook e a página de produto com pagamento em Pix no celular`,
      },
    },
    {
      slug: 'granja-viva-dados',
      client: 'Granja Viva',
      sector: msg`Agronegócio`,
      title: msg`Previsão de demanda que cortou 27% das perdas de estoque`,
      problem: msg`Os dados de vendas estavam espalhados entre o ERP, a loja on-line e 14 planilhas, e a produção era planejada no escuro.`,
      solution: msg`Um time alocado da Nuvora montou uma plataforma de dados única e um modelo de previsão de demanda por produto.`,
      results: [
        { value: msg`−27%`, label: msg`nas perdas de estoque` },
        { value: msg`14 → 1`, label: msg`planilhas trocadas por um painel` },
        { value: msg`8 semanas`, label: msg`até o primeiro modelo em produção` },
      ],
      source: msg`Dados do cliente, safra 2024 comparada à de 2023.`,
      services: [services.ai, services.outsourcing, services.web],
      image: {
        src: 'work/data-platform.png',
        alt: msg`Plataforma de dados da Granja Viva: o caminho dos dados do ERP, da loja e das planilhas até o painel, a previsão de demanda e a qualidade dos dados`,
      },
    },
  ],
})

/**
 * The heading of a block of delivered cases, the same wherever it proves what a page sells (home, AI landing, AI
 * products, e-commerce): spread it into a `caseStudies` block's props beside the cases it shows.
 */
export const deliveredResults = {
  eyebrow: msg`Cases`,
  title: msg`Resultados que entregamos`,
  subtitle: msg`Alguns projetos recentes, com os números que os nossos clientes mediram.`,
}

/** The cases that used a service, most telling first (a service page shows them). */
export function caseStudiesOf(service: Service): CaseStudy[] {
  return caseStudies.entries.filter((study) => study.services.some((used) => used.id === service.id))
}
