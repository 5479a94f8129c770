import { caseStudiesOf, deliveredResults } from '../content/case-studies'
import { services } from '../content/services'
import { msg } from '@lingui/core/macro'
import type { PageConfig } from '../src/engine/content'

export const aiLandingPage: PageConfig = {
  id: 'aiLanding',
  path: '/inteligencia-artificial',
  layout: 'default',
  meta: {
    title: msg`Inteligência artificial para empresas | Nuvora`,
    description: msg`Crie uma IA do seu jeito, para o seu negócio: automação, decisões baseadas em dados, personalização, redução de custos e mais produtividade.`,
  },
  sections: [
    {
      type: 'hero',
      props: {
        eyebrow: msg`Inteligência artificial`,
        title: msg`Crie uma IA do seu jeito, para o seu negócio`,
        subtitle: msg`Assistentes, automações e análises feitos sob medida, treinados com os dados e as regras da sua empresa.`,
        // The page kind's art (`npm run media:art -- hero/`), beside the text from 1024 px; phones keep the text.
        image: { src: 'hero/inteligencia-artificial.png', decorative: true },
        imageFrom: 'desktop',
        actions: [
          { label: msg`Quero uma IA para a minha empresa`, href: '/contato' },
          { label: msg`Ver benefícios`, href: '#beneficios', variant: 'ghost' },
        ],
      },
    },
    {
      type: 'featureGrid',
      id: 'beneficios',
      props: {
        title: msg`O que a inteligência artificial faz pela sua empresa`,
        tone: 'muted',
        items: [
          {
            icon: 'workflow',
            title: msg`Automação eficiente`,
            text: msg`Tarefas repetitivas passam a rodar sozinhas, sem erros e a qualquer hora.`,
          },
          {
            icon: 'chart-line',
            title: msg`Decisões inteligentes`,
            text: msg`A IA analisa seus dados e aponta tendências, riscos e oportunidades.`,
          },
          {
            icon: 'sliders-horizontal',
            title: msg`Personalização avançada`,
            text: msg`Atendimento e recomendações sob medida para cada cliente.`,
          },
          {
            icon: 'piggy-bank',
            title: msg`Redução de custos`,
            text: msg`Menos retrabalho e processos mais enxutos baixam o custo da operação.`,
          },
          {
            icon: 'zap',
            title: msg`Aumento de produtividade`,
            text: msg`Seu time entrega mais em menos tempo, com assistentes que pesquisam, resumem e redigem.`,
          },
        ],
      },
    },
    {
      // Proof: the cases that used this service, with the figures the clients measured.
      type: 'caseStudies',
      props: {
        ...deliveredResults,
        cases: caseStudiesOf(services.ai).slice(0, 3),
        tone: 'inverse',
      },
    },
    {
      type: 'richText',
      props: {
        title: msg`Como criamos a sua IA`,
        paragraphs: [
          msg`Começamos pelo problema, não pela tecnologia: entendemos o seu processo e só então escolhemos o modelo certo.`,
        ],
        bullets: [
          msg`Diagnóstico: mapeamos onde a IA gera mais resultado no seu negócio.`,
          msg`Protótipo: em poucas semanas você testa a solução com dados reais.`,
          msg`Integração: conectamos a IA aos seus sistemas, com segurança e em conformidade com a LGPD.`,
          msg`Evolução: acompanhamos os resultados e aprimoramos a IA continuamente.`,
        ],
        image: {
          src: 'products/gestor.png',
          alt: msg`Gestor IA, um dos nossos produtos: painel de um ERP com indicadores de faturamento e margem e o assistente de IA explicando uma queda de margem`,
        },
      },
    },
    {
      type: 'nextLevel',
      props: {
        title: msg`Leve o seu negócio para o próximo nível`,
        text: msg`Conte o que você precisa e receba uma proposta do nosso time.`,
        actions: [{ label: msg`Fale com a gente`, href: '/contato' }],
      },
    },
  ],
}
