import { caseStudies, deliveredResults } from '../content/case-studies'
import { officialPartners, partnerLogos } from '../content/partners'
import { serviceList } from '../content/services'
import { companyFacts } from '../content/company-facts'
import { msg } from '@lingui/core/macro'
import type { PageConfig } from '../src/engine/content'

export const homePage: PageConfig = {
  id: 'home',
  path: '/',
  layout: 'default',
  meta: {
    title: msg`Nuvora | Software sob medida e inteligência artificial`,
    description: msg`Fábrica de software e IA: plataformas web, aplicativos, integrações e soluções de inteligência artificial para startups, fintechs e grandes empresas.`,
  },
  sections: [
    {
      type: 'hero',
      props: {
        eyebrow: msg`Fábrica de software e IA`,
        title: msg`Tecnologia sob medida para o seu negócio crescer`,
        subtitle: msg`Criamos software, aplicativos e inteligência artificial para startups, fintechs e grandes empresas, do primeiro protótipo à operação em escala.`,
        actions: [
          { label: msg`Saiba mais`, href: '/contato' },
          { label: msg`Nossos serviços`, href: '#servicos' },
          { label: msg`Confira nossos produtos`, href: '/produtos-de-ia' },
        ],
        proof: [msg`Mais de 120 projetos entregues`, msg`Há mais de 10 anos no mercado`],
        replyTime: true,
        image: {
          src: 'hero/product-and-ai.png',
          alt: msg`Telas de produtos da Nuvora em volta de um símbolo de IA: um atendimento de vendas pelo WhatsApp, um gráfico de faturamento, uma notícia com nota de relevância e um trecho de código`,
        },
      },
    },
    { type: 'officialPartners', props: { title: msg`Parceiros oficiais`, partners: officialPartners } },
    {
      type: 'caseStudies',
      props: {
        ...deliveredResults,
        cases: caseStudies.entries.slice(0, 3),
        tone: 'inverse',
      },
    },
    { type: 'stats', props: { ...companyFacts, tone: 'light' } },
    {
      type: 'transformCards',
      props: {
        title: msg`Transforme o seu negócio`,
        subtitle: msg`Escolha por onde começar: nós cuidamos da tecnologia.`,
        cards: [
          {
            text: msg`Crie uma IA do seu jeito, para o seu negócio`,
            href: '/inteligencia-artificial',
            icon: 'brain-circuit',
          },
          {
            text: msg`Faça um aplicativo para chamar de seu`,
            href: '/fabrica-de-software',
            icon: 'smartphone',
          },
          {
            text: msg`Alugue nossos profissionais de tecnologia`,
            href: '/contrate',
            icon: 'users',
          },
        ],
      },
    },
    {
      type: 'servicesGrid',
      id: 'servicos',
      props: {
        title: msg`Nossos serviços`,
        subtitle: msg`Do planejamento à manutenção, um time completo para cada etapa do seu produto digital.`,
        services: serviceList,
      },
    },
    {
      type: 'nextLevel',
      props: {
        title: msg`Leve o seu negócio para o próximo nível`,
        text: msg`Conte o que você precisa e receba uma proposta do nosso time.`,
        // The spec fixes this button to the Portuguese contact page in every locale.
        actions: [{ label: msg`Fale com a gente`, href: '/pt-br/contato' }],
      },
    },
    { type: 'logoWall', props: { title: msg`Empresas que confiam na Nuvora`, logos: partnerLogos } },
  ],
}
