import { caseStudiesOf, deliveredResults } from '../content/case-studies'
import { services } from '../content/services'
import { msg } from '@lingui/core/macro'
import type { PageConfig } from '../src/engine/content'

export const ecommercePage: PageConfig = {
  id: 'ecommerce',
  path: '/servicos/e-commerce',
  layout: 'default',
  meta: {
    title: msg`Loja virtual sem taxa sobre as vendas | Nuvora`,
    description: msg`Sua plataforma de e-commerce completa: implantação de R$ 2.500, plano de R$ 699 por mês, taxa zero sobre as vendas e produtos e vendas ilimitados.`,
  },
  sections: [
    {
      type: 'hero',
      props: {
        eyebrow: msg`Plataformas de e-commerce`,
        title: msg`Sua loja virtual completa, sem taxa sobre as vendas`,
        subtitle: msg`Uma loja sob medida para a sua marca, com produtos e vendas ilimitados e um preço fixo que cabe no seu orçamento.`,
        // The page kind's art (`npm run media:art -- hero/`), beside the text from 1024 px; phones keep the text.
        image: { src: 'hero/e-commerce.png', decorative: true },
        imageFrom: 'desktop',
        actions: [
          { label: msg`Ver a oferta`, href: '#oferta' },
          { label: msg`Perguntas frequentes`, href: '#perguntas-frequentes', variant: 'ghost' },
        ],
      },
    },
    {
      type: 'offer',
      id: 'oferta',
      props: {
        eyebrow: msg`Oferta especial`,
        title: msg`Tudo o que a sua loja precisa para vender mais`,
        subtitle: msg`Implantação com desconto e um plano mensal fixo: sem surpresas e sem comissão sobre o que você vende.`,
        oldPrice: 10000,
        setupPrice: 2500,
        monthlyPrice: 699,
        features: [
          msg`Taxa zero sobre as vendas`,
          msg`Produtos ilimitados`,
          msg`Vendas ilimitadas`,
          msg`Loja rápida e pronta para celular`,
          msg`Integração com meios de pagamento e frete`,
          msg`Hospedagem, suporte e atualizações no plano mensal`,
        ],
        action: { label: msg`Quero a minha loja virtual`, href: '#ecommerce-form' },
      },
    },
    {
      // Proof: the cases that used this service, with the figures the clients measured.
      type: 'caseStudies',
      props: {
        ...deliveredResults,
        cases: caseStudiesOf(services.ecommerce),
        tone: 'inverse',
      },
    },
    {
      type: 'mediaText',
      props: {
        eyebrow: msg`Feita para a sua marca`,
        title: msg`Uma loja com a cara do seu negócio, pronta para vender`,
        paragraphs: [
          msg`Vitrine, busca, carrinho e pagamento com Pix e cartão, em um layout desenhado para a sua marca e rápido no celular, onde acontece a maior parte das compras.`,
        ],
        bullets: [
          msg`Catálogo com variações de tamanho e cor, estoque e frete calculado`,
          msg`Painel para acompanhar pedidos e vendas em tempo real`,
        ],
        image: {
          src: 'work/ecommerce-storefront.png',
          alt: msg`Loja virtual aberta no computador e no celular, com a vitrine de produtos, banners da coleção e o carrinho de compras`,
        },
        caption: msg`Ilustração de uma loja virtual; marca e produtos fictícios.`,
        imageSide: 'left',
        tone: 'muted',
      },
    },
    {
      type: 'faq',
      id: 'perguntas-frequentes',
      props: {
        title: msg`Perguntas frequentes`,
        items: [
          {
            question: msg`O que está incluído na implantação?`,
            answer: msg`A configuração completa da loja: layout com a sua marca, categorias, integração com meios de pagamento e frete, domínio próprio e um treinamento para a sua equipe cadastrar produtos e acompanhar pedidos.`,
          },
          {
            question: msg`A Nuvora cobra alguma taxa sobre as minhas vendas?`,
            answer: msg`Não. A taxa sobre as vendas é zero: você paga a implantação uma única vez e o plano mensal. Apenas as tarifas do meio de pagamento que você escolher continuam valendo, como em qualquer loja.`,
          },
          {
            question: msg`Existe limite de produtos ou de vendas?`,
            answer: msg`Não. Produtos e vendas são ilimitados, e a loja acompanha o crescimento do seu negócio sem troca de plano.`,
          },
          {
            question: msg`O que o plano mensal cobre?`,
            answer: msg`Hospedagem, certificado de segurança, cópias de segurança diárias, atualizações da plataforma, monitoramento e suporte técnico do nosso time.`,
          },
          {
            question: msg`Em quanto tempo a minha loja fica pronta?`,
            answer: msg`Em geral, a loja entra no ar de duas a quatro semanas depois da aprovação do layout, conforme a quantidade de produtos e de integrações.`,
          },
          {
            question: msg`Posso trazer a minha loja atual para a Nuvora?`,
            answer: msg`Sim. Migramos produtos, clientes e histórico de pedidos da sua plataforma atual e configuramos os redirecionamentos para você não perder posições nos buscadores.`,
          },
        ],
      },
    },
    {
      type: 'ecommerceForm',
      id: 'ecommerce-form',
      props: {
        title: msg`Quero a minha loja virtual`,
        subtitle: msg`Preencha os dados e receba o contato de um especialista em e-commerce.`,
      },
    },
  ],
}
