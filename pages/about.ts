import { founders } from '../content/founders'
import { services } from '../content/services'
import { companyFacts } from '../content/company-facts'
import { msg } from '@lingui/core/macro'
import type { PageConfig } from '../src/engine/content'

export const aboutPage: PageConfig = {
  id: 'about',
  path: '/quem-somos',
  layout: 'default',
  meta: {
    title: msg`Quem somos | Nuvora`,
    description: msg`Conheça a Nuvora: missão, valores, cultura de engenharia inspirada no Vale do Silício, nossos fundadores e os serviços de software e IA que oferecemos.`,
  },
  sections: [
    {
      type: 'hero',
      props: {
        eyebrow: msg`Quem somos`,
        title: msg`Engenharia de software e IA que move negócios`,
        subtitle: msg`Somos uma fábrica de software brasileira que une estratégia, design e tecnologia para transformar ideias em produtos digitais que geram resultado.`,
        // The page kind's art (`npm run media:art -- hero/`), beside the text from 1024 px; phones keep the text.
        image: { src: 'hero/quem-somos.png', decorative: true },
        imageFrom: 'desktop',
        actions: [{ label: msg`Nossos serviços`, href: '#servicos' }],
      },
    },
    {
      type: 'featureGrid',
      props: {
        title: msg`Missão, visão e valores`,
        subtitle: msg`O que nos guia em cada projeto, do primeiro contato à entrega.`,
        columns: 4,
        tone: 'muted',
        items: [
          {
            icon: 'target',
            title: msg`Missão`,
            text: msg`Criar tecnologia sob medida que simplifica a operação e acelera o crescimento dos nossos clientes.`,
          },
          {
            icon: 'eye',
            title: msg`Visão`,
            text: msg`Ser a parceira de tecnologia mais confiável da América Latina para empresas que querem inovar.`,
          },
          {
            icon: 'lightbulb',
            title: msg`Inovação`,
            text: msg`Buscamos sempre a melhor solução, testando ideias novas com responsabilidade.`,
          },
          {
            icon: 'award',
            title: msg`Excelência`,
            text: msg`Código limpo, testes e qualidade em cada entrega, sem atalhos.`,
          },
          {
            icon: 'handshake',
            title: msg`Parceria`,
            text: msg`Trabalhamos lado a lado com o seu time, com transparência e metas compartilhadas.`,
          },
          {
            icon: 'scale',
            title: msg`Ética`,
            text: msg`Respeito aos dados, às pessoas e aos compromissos que assumimos.`,
          },
          {
            icon: 'sprout',
            title: msg`Desenvolvimento de pessoas`,
            text: msg`Investimos no crescimento de cada profissional, porque são as pessoas que fazem a tecnologia.`,
          },
        ],
      },
    },
    {
      type: 'richText',
      props: {
        eyebrow: msg`Nossa cultura`,
        title: msg`Engenharia com o espírito do Vale do Silício`,
        paragraphs: [
          msg`Trouxemos para o Brasil a forma de trabalhar das empresas de tecnologia do Vale do Silício: times pequenos e autônomos, ciclos curtos de entrega e decisões guiadas por dados.`,
          msg`Cada projeto começa pelo problema do negócio, não pela ferramenta. Prototipamos rápido, medimos com usuários reais e evoluímos o produto a cada sprint.`,
        ],
        bullets: [
          msg`Entregas contínuas, com código revisado e testado automaticamente`,
          msg`Arquitetura em nuvem pronta para escalar`,
          msg`Produto, design e engenharia no mesmo time`,
        ],
        image: {
          src: 'about/studio-sao-paulo.jpg',
          alt: msg`Ilustração do estúdio da Nuvora em São Paulo: três pessoas trabalham juntas em uma mesa com notebooks, diante de uma parede de post-its e de uma janela com a Avenida Paulista`,
        },
      },
    },
    {
      type: 'richText',
      props: {
        title: msg`Como podemos ajudar`,
        paragraphs: [
          msg`Seja para tirar uma ideia do papel, modernizar um sistema antigo ou reforçar o seu time, montamos a equipe certa para o seu desafio.`,
          msg`Atendemos de startups a grandes empresas, com contratos por projeto, por squad dedicado ou por alocação de profissionais.`,
        ],
        tone: 'muted',
      },
    },
    {
      type: 'servicesCarousel',
      id: 'servicos',
      props: {
        title: msg`Nossos serviços`,
        subtitle: msg`Soluções completas para cada etapa do seu produto digital.`,
        services: [
          services.ai,
          services.web,
          services.mobile,
          services.design,
          services.softwareMaintenance,
          services.outsourcing,
          services.apis,
        ],
      },
    },
    {
      type: 'people',
      props: {
        title: msg`Nossos fundadores`,
        subtitle: msg`Quem está à frente da Nuvora.`,
        people: founders,
        tone: 'muted',
      },
    },
    { type: 'stats', props: companyFacts },
    {
      type: 'featureGrid',
      props: {
        title: msg`Por que escolher a Nuvora`,
        columns: 3,
        items: [
          {
            icon: 'users',
            title: msg`Time sênior`,
            text: msg`Profissionais experientes em produtos digitais de alto tráfego.`,
          },
          {
            icon: 'rocket',
            title: msg`Agilidade`,
            text: msg`Primeiras entregas em semanas, com acompanhamento a cada sprint.`,
          },
          {
            icon: 'shield-check',
            title: msg`Segurança e LGPD`,
            text: msg`Boas práticas de segurança e proteção de dados desde o primeiro dia.`,
          },
          {
            icon: 'trending-up',
            title: msg`Foco em resultado`,
            text: msg`Indicadores de negócio definidos com você e medidos em cada etapa.`,
          },
          {
            icon: 'sparkles',
            title: msg`Inteligência artificial`,
            text: msg`IA aplicada onde ela gera valor real para a sua operação.`,
          },
          {
            icon: 'handshake',
            title: msg`Parceria de longo prazo`,
            text: msg`Suporte e evolução contínua depois do lançamento.`,
          },
        ],
      },
    },
    {
      type: 'nextLevel',
      props: {
        title: msg`Pronto para levar o seu negócio ao próximo nível?`,
        text: msg`Conte o seu desafio e receba uma proposta do nosso time em poucos dias.`,
        actions: [
          { label: msg`Fale conosco`, href: '/contato' },
          { label: msg`Solicite um orçamento`, href: '/contato' },
        ],
      },
    },
  ],
}
