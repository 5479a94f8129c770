/**
 * Every screen of the site, as an ordered list of typed blocks. Marketers build pages here only:
 * each block's `type` picks a section from `sections/`, its `props` are checked by TypeScript in the editor
 * and by `npm run check:config` (also run by the build). Copy is written with `msg` and translated in `locales/`.
 *
 * Links: `/contato` is localized for the visitor (`/en-us/contato`); `/pt-br/contato` stays as written;
 * `#servicos` scrolls to the block whose `id` is `servicos`.
 */
import { msg, ph } from '@lingui/core/macro'
import type { PageConfig, PagesConfig } from './src/config/pages'
import { aiProducts } from './src/site/products'
import { officialPartners, partnerLogos } from './src/site/partners'
import { founders } from './src/site/founders'
import { serviceList, servicePath, services } from './src/site/services'
import { cardPath, ceo } from './src/site/ceo'
import { privacyPolicy } from './src/site/privacyPolicy'
import { servicePageList } from './src/site/servicePages'
import { aiNewsItems, sabespPrivatizacao } from './src/site/aiNews'
import { newsArticles, newsPath } from './src/site/news'
import { videos } from './src/site/videos'

export const pages = [
  {
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
            { label: msg`Saiba mais sobre nossas soluções`, href: '/contato' },
            { label: msg`Nossos serviços`, href: '#servicos', variant: 'ghost' },
            { label: msg`Confira nossos produtos`, href: '/produtos-de-ia', variant: 'secondary' },
          ],
        },
      },
      { type: 'officialPartners', props: { title: msg`Parceiros oficiais`, partners: officialPartners } },
      {
        type: 'transformCards',
        props: {
          title: msg`Transforme o seu negócio`,
          subtitle: msg`Escolha por onde começar: nós cuidamos da tecnologia.`,
          cards: [
            {
              text: msg`Crie uma IA do seu jeito, para o seu negócio`,
              href: '/inteligencia-artificial',
              icon: '/icons/transform-ai.svg',
            },
            {
              text: msg`Faça um aplicativo para chamar de seu`,
              href: '/fabrica-de-software',
              icon: '/icons/transform-app.svg',
            },
            {
              text: msg`Alugue nossos profissionais de tecnologia`,
              href: '/contrate',
              icon: '/icons/transform-team.svg',
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
  },
  {
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
              icon: '/about/mission.svg',
              title: msg`Missão`,
              text: msg`Criar tecnologia sob medida que simplifica a operação e acelera o crescimento dos nossos clientes.`,
            },
            {
              icon: '/about/vision.svg',
              title: msg`Visão`,
              text: msg`Ser a parceira de tecnologia mais confiável da América Latina para empresas que querem inovar.`,
            },
            {
              icon: '/about/innovation.svg',
              title: msg`Inovação`,
              text: msg`Buscamos sempre a melhor solução, testando ideias novas com responsabilidade.`,
            },
            {
              icon: '/about/excellence.svg',
              title: msg`Excelência`,
              text: msg`Código limpo, testes e qualidade em cada entrega, sem atalhos.`,
            },
            {
              icon: '/about/partnership.svg',
              title: msg`Parceria`,
              text: msg`Trabalhamos lado a lado com o seu time, com transparência e metas compartilhadas.`,
            },
            {
              icon: '/about/ethics.svg',
              title: msg`Ética`,
              text: msg`Respeito aos dados, às pessoas e aos compromissos que assumimos.`,
            },
            {
              icon: '/about/people.svg',
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
            src: '/about/silicon-valley.svg',
            alt: msg`Ilustração das colinas do Vale do Silício ao pôr do sol, com uma ponte suspensa e um notebook mostrando código`,
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
          centered: true,
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
      {
        type: 'featureGrid',
        props: {
          title: msg`Por que escolher a Nuvora`,
          columns: 3,
          items: [
            {
              icon: '/about/people.svg',
              title: msg`Time sênior`,
              text: msg`Profissionais experientes em produtos digitais de alto tráfego.`,
            },
            {
              icon: '/about/agility.svg',
              title: msg`Agilidade`,
              text: msg`Primeiras entregas em semanas, com acompanhamento a cada sprint.`,
            },
            {
              icon: '/about/security.svg',
              title: msg`Segurança e LGPD`,
              text: msg`Boas práticas de segurança e proteção de dados desde o primeiro dia.`,
            },
            {
              icon: '/about/results.svg',
              title: msg`Foco em resultado`,
              text: msg`Indicadores de negócio definidos com você e medidos em cada etapa.`,
            },
            {
              icon: '/about/innovation.svg',
              title: msg`Inteligência artificial`,
              text: msg`IA aplicada onde ela gera valor real para a sua operação.`,
            },
            {
              icon: '/about/partnership.svg',
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
  },
  {
    id: 'news',
    path: '/noticias',
    layout: 'alternative',
    meta: {
      title: msg`Notícias`,
      description: msg`Últimas publicações e vídeos sobre a Nuvora: projetos de software e inteligência artificial, pessoas do nosso time e novidades da empresa.`,
    },
    sections: [
      {
        type: 'richText',
        props: {
          pageTitle: true,
          eyebrow: msg`Nuvora na imprensa`,
          title: msg`Notícias`,
          paragraphs: [
            msg`As últimas publicações e vídeos sobre a Nuvora, os nossos projetos e as pessoas que fazem a empresa.`,
          ],
        },
      },
      { type: 'newsList', id: 'publicacoes', props: { title: msg`Últimas publicações`, articles: newsArticles } },
      {
        type: 'videoCarousel',
        id: 'videos',
        props: { title: msg`Vídeos`, subtitle: msg`Conheça a Nuvora e os nossos produtos em poucos minutos.`, videos },
      },
      {
        type: 'nextLevel',
        props: {
          title: msg`Quer ser a próxima história de sucesso?`,
          text: msg`Conte o que você precisa e receba uma proposta do nosso time.`,
          actions: [{ label: msg`Fale com a gente`, href: '/contato' }],
        },
      },
    ],
  },
  // One page per article, at /noticias/{slug}; any other slug is answered 404 like every unknown address.
  ...newsArticles.map((article): PageConfig => ({
    id: `news-${article.slug}`,
    path: newsPath(article),
    layout: 'default',
    meta: { title: article.title, description: article.desc },
    sections: [
      { type: 'newsArticle', props: { article } },
      {
        type: 'relatedNews',
        props: { title: msg`Outras notícias`, articles: newsArticles, currentSlug: article.slug },
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
    ],
  })),
  {
    id: 'aiNews',
    path: '/ia-noticia',
    layout: 'default',
    // The AI-news demo is Portuguese only and lives at the bare /ia-noticia (no locale prefix).
    urls: 'unprefixed',
    meta: {
      title: msg`IA Notícia: notícias monitoradas e classificadas por inteligência artificial`,
      description: msg`Demonstração do IA Notícia, da Nuvora: a inteligência artificial acompanha portais de notícias, reescreve os títulos e atribui um grau de relevância a cada matéria.`,
    },
    sections: [
      {
        type: 'richText',
        props: {
          pageTitle: true,
          eyebrow: msg`Demonstração`,
          title: msg`IA Notícia`,
          paragraphs: [
            msg`O IA Notícia acompanha portais de notícias em tempo real. Para cada matéria, a inteligência artificial escreve um título direto, resume o texto e atribui um grau de relevância de acordo com os temas que importam para o seu negócio.`,
            msg`Abaixo, um exemplo do que a ferramenta entrega. As categorias são ilustrativas nesta demonstração.`,
          ],
        },
      },
      {
        type: 'aiNewsList',
        props: {
          title: msg`Notícias monitoradas`,
          categoriesLabel: msg`Categorias`,
          // The demo shows four placeholder tiles, all "Mundo" (the spec's sample).
          categories: [1, 2, 3, 4].map(() => ({ label: msg`Mundo`, img: '/ai-news/mundo.svg' })),
          items: aiNewsItems,
        },
      },
    ],
  },
  {
    id: 'aiNewsSabesp',
    path: `/ia-noticia/${sabespPrivatizacao.slug}`,
    layout: 'default',
    // Detail pages of the demo exist in Portuguese only: /pt-br/ia-noticia/sabesp-privatizacao.
    locales: ['pt-br'],
    meta: {
      title: sabespPrivatizacao.generatedTitle,
      description: msg`Exemplo do IA Notícia: título original, título gerado pela inteligência artificial, grau de relevância e texto da notícia sobre a privatização da Sabesp.`,
    },
    sections: [{ type: 'aiNewsDetail', props: { item: sabespPrivatizacao, partnersTitle: msg`Parceiros` } }],
  },
  {
    id: 'privacy',
    path: '/politica-de-privacidade',
    layout: 'default',
    meta: {
      title: msg`Política de privacidade`,
      description: msg`Como a Nuvora coleta, usa, compartilha e protege os seus dados pessoais, de acordo com a LGPD, e como exercer os seus direitos.`,
    },
    sections: [
      { type: 'richText', props: { pageTitle: true, title: privacyPolicy.title, paragraphs: privacyPolicy.intro } },
      ...privacyPolicy.sections.map((section) => ({ type: 'richText' as const, props: section })),
    ],
  },
  {
    id: 'thank-you',
    path: '/obrigado',
    noindex: true,
    layout: 'bare',
    meta: {
      title: msg`Obrigado pelo contato`,
      description: msg`Recebemos a sua mensagem. Nosso time vai responder em breve.`,
    },
    sections: [
      {
        type: 'thankYou',
        props: {
          title: msg`Obrigado pelo contato!`,
          subtitle: msg`Recebemos a sua mensagem e já estamos encaminhando para o especialista certo.`,
          progressLabel: msg`Encaminhando a sua mensagem`,
          note: msg`Nosso time vai responder em breve. Fique de olho no seu WhatsApp!`,
        },
      },
    ],
  },
  {
    id: 'contact',
    path: '/contato',
    layout: 'default',
    meta: {
      title: msg`Contato`,
      description: msg`Fale com a Nuvora e peça um orçamento para o seu projeto de software, aplicativo ou inteligência artificial.`,
    },
    sections: [
      {
        type: 'richText',
        props: {
          pageTitle: true,
          title: msg`Fale com a gente`,
          paragraphs: [
            msg`Conte sobre o seu projeto ou peça um orçamento. Nosso time vai responder em breve, por e-mail ou WhatsApp.`,
          ],
        },
      },
      {
        type: 'contactForm',
        id: 'contact-form',
        props: { title: msg`Envie a sua mensagem`, successPath: '/obrigado' },
      },
    ],
  },
  ...servicePageList.map(({ service, subtitle, paragraphs, bullets }) => ({
    id: `service-${service.slug}`,
    path: servicePath(service),
    layout: 'default' as const,
    meta: { title: service.title, description: service.description },
    sections: [
      {
        type: 'hero' as const,
        props: { title: service.title, subtitle, actions: [{ label: msg`Solicite um orçamento`, href: '/contato' }] },
      },
      { type: 'richText' as const, props: { paragraphs } },
      { type: 'richText' as const, props: { title: msg`O que está incluído`, bullets, tone: 'muted' as const } },
      {
        type: 'nextLevel' as const,
        props: {
          title: msg`Vamos tirar o seu projeto do papel?`,
          text: msg`Conte o que você precisa e receba um orçamento sem compromisso do nosso time.`,
          actions: [{ label: msg`Solicite um orçamento`, href: '/contato' }],
        },
      },
    ],
  })),
  {
    id: 'ceo-card',
    path: cardPath(ceo),
    urls: 'both',
    hideConsentBanner: true,
    noindex: true,
    layout: 'bare',
    meta: {
      title: msg`${ph({ name: ceo.name })}, CEO da Nuvora`,
      description: msg`Fale com ${ph({ name: ceo.name })}, CEO da Nuvora, pelo WhatsApp ou por e-mail, salve o contato e conheça os nossos perfis e produtos.`,
    },
    sections: [
      {
        type: 'businessCard',
        props: {
          contact: ceo,
          tagline: msg`Software sob medida e inteligência artificial para empresas que querem crescer.`,
        },
      },
    ],
  },
  {
    id: 'aiProducts',
    path: '/produtos-de-ia',
    layout: 'alternative',
    meta: {
      title: msg`Produtos de IA | Nuvora`,
      description: msg`Conheça os produtos de inteligência artificial da Nuvora: IA de vendas, IA gerente para ERP, IA de notícias, assistente para crianças, gestão de aluguéis e visagismo.`,
    },
    sections: [
      {
        type: 'hero',
        props: {
          eyebrow: msg`Produtos de IA`,
          title: msg`Inteligência artificial pronta para trabalhar no seu negócio`,
          subtitle: msg`Produtos criados pela Nuvora que já atendem clientes, organizam a gestão e ensinam crianças todos os dias.`,
          actions: [{ label: msg`Conheça nossos serviços`, href: '/quem-somos/#servicos' }],
        },
      },
      {
        type: 'productGrid',
        id: 'produtos',
        props: {
          title: msg`Nossos produtos`,
          subtitle: msg`Cada produto tem o seu próprio site: escolha um e veja como ele funciona.`,
          products: aiProducts,
        },
      },
      {
        type: 'nextLevel',
        props: {
          title: msg`Leve o seu negócio para o próximo nível`,
          text: msg`Quer uma IA feita sob medida para a sua empresa? Conte o que você precisa.`,
          actions: [{ label: msg`Fale com a gente`, href: '/contato' }],
        },
      },
    ],
  },
  {
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
          columns: 5,
          tone: 'muted',
          items: [
            {
              icon: '/icons/benefit-automation.svg',
              title: msg`Automação eficiente`,
              text: msg`Tarefas repetitivas passam a rodar sozinhas, sem erros e a qualquer hora.`,
            },
            {
              icon: '/icons/benefit-decisions.svg',
              title: msg`Decisões inteligentes`,
              text: msg`A IA analisa seus dados e aponta tendências, riscos e oportunidades.`,
            },
            {
              icon: '/icons/benefit-customization.svg',
              title: msg`Personalização avançada`,
              text: msg`Atendimento e recomendações sob medida para cada cliente.`,
            },
            {
              icon: '/icons/benefit-cost.svg',
              title: msg`Redução de custos`,
              text: msg`Menos retrabalho e processos mais enxutos baixam o custo da operação.`,
            },
            {
              icon: '/icons/benefit-productivity.svg',
              title: msg`Aumento de produtividade`,
              text: msg`Seu time entrega mais em menos tempo, com assistentes que pesquisam, resumem e redigem.`,
            },
          ],
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
  },
  {
    id: 'softwareFactory',
    path: '/fabrica-de-software',
    layout: 'default',
    meta: {
      title: msg`Fábrica de software | Nuvora`,
      description: msg`Faça um aplicativo para chamar de seu: plataformas web, apps mobile, design e manutenção com padrão Vale do Silício e um time dedicado ao seu projeto.`,
    },
    sections: [
      {
        type: 'hero',
        props: {
          eyebrow: msg`Fábrica de software`,
          title: msg`Faça um aplicativo para chamar de seu`,
          subtitle: msg`Do rascunho à loja de aplicativos: planejamos, desenhamos, desenvolvemos e cuidamos do seu software.`,
          actions: [{ label: msg`Quero tirar minha ideia do papel`, href: '#software-form' }],
        },
      },
      {
        type: 'richText',
        props: {
          eyebrow: msg`Padrão Vale do Silício`,
          title: msg`O jeito das maiores empresas de tecnologia, no seu projeto`,
          paragraphs: [
            msg`Trabalhamos com as práticas que fizeram as startups do Vale do Silício crescerem: entregas curtas, testes automatizados, métricas de produto e decisões baseadas no uso real.`,
            msg`Você acompanha cada etapa e vê o software funcionando desde as primeiras semanas.`,
          ],
        },
      },
      {
        type: 'richText',
        props: {
          title: msg`Como podemos ajudar`,
          tone: 'muted',
          paragraphs: [
            msg`Seja um produto novo ou um sistema que precisa evoluir, montamos o time e o plano certos para o seu momento.`,
          ],
          bullets: [
            msg`Tirar do papel um aplicativo ou uma plataforma web.`,
            msg`Modernizar um sistema antigo sem parar a operação.`,
            msg`Reforçar o seu time com especialistas em tecnologia.`,
          ],
        },
      },
      {
        type: 'featureGrid',
        props: {
          title: msg`O que fazemos por você`,
          columns: 4,
          items: [services.web, services.mobile, services.design, services.softwareMaintenance].map((service) => ({
            icon: service.icon,
            title: service.title,
            text: service.description,
            href: `/servicos/${service.slug}`,
          })),
        },
      },
      {
        type: 'featureGrid',
        props: {
          title: msg`O time por trás do seu projeto`,
          subtitle: msg`Um time completo e dedicado, que fala a língua do seu negócio.`,
          columns: 4,
          tone: 'dark',
          items: [
            {
              title: msg`Gerentes de projeto`,
              text: msg`Organizam as prioridades e mantêm você informado a cada entrega.`,
            },
            {
              title: msg`Designers UI/UX`,
              text: msg`Desenham telas claras e acessíveis, testadas com usuários reais.`,
            },
            {
              title: msg`Desenvolvedores`,
              text: msg`Especialistas em web, mobile, APIs e nuvem, do front-end ao back-end.`,
            },
            {
              title: msg`Especialistas em qualidade`,
              text: msg`Testam cada versão para que nada quebre quando chegar ao seu cliente.`,
            },
          ],
        },
      },
      { type: 'logoWall', props: { title: msg`Empresas que confiam na Nuvora`, logos: partnerLogos } },
      {
        type: 'featureGrid',
        props: {
          title: msg`Por que escolher a Nuvora`,
          tone: 'muted',
          items: [
            {
              title: msg`Entregas rápidas`,
              text: msg`Versões funcionando a cada duas semanas, para você validar cedo.`,
            },
            {
              title: msg`Qualidade de código`,
              text: msg`Revisão, testes automatizados e documentação em todo o projeto.`,
            },
            { title: msg`Transparência total`, text: msg`Prazos, custos e andamento sempre visíveis para você.` },
            {
              title: msg`Segurança e LGPD`,
              text: msg`Dados protegidos desde o primeiro dia, em conformidade com a LGPD.`,
            },
            {
              title: msg`Suporte contínuo`,
              text: msg`Depois do lançamento, seguimos cuidando e evoluindo o seu software.`,
            },
            { title: msg`Parceria de verdade`, text: msg`Pensamos no seu negócio, não só no código.` },
          ],
        },
      },
      {
        type: 'richText',
        props: {
          title: msg`Vamos crescer juntos`,
          paragraphs: [msg`Conte a sua ideia: em até dois dias úteis um especialista retorna com os próximos passos.`],
          actions: [{ label: msg`Quero tirar minha ideia do papel`, href: '#software-form' }],
          centered: true,
        },
      },
      {
        type: 'leadForm',
        id: 'software-form',
        props: {
          title: msg`Vamos conversar sobre o seu projeto`,
          subtitle: msg`Deixe seus dados e um especialista entra em contato.`,
          successPath: '/obrigado',
        },
      },
    ],
  },
  {
    id: 'hire',
    path: '/contrate',
    layout: 'landing',
    meta: {
      title: msg`Contrate profissionais de tecnologia | Nuvora`,
      description: msg`Alugue profissionais de tecnologia: mais de 1.000 especialistas na rede e um candidato encontrado em apenas 3 dias úteis.`,
    },
    sections: [
      {
        type: 'hero',
        props: {
          eyebrow: msg`Alocação de profissionais de tecnologia`,
          title: msg`Alugue os profissionais de tecnologia que o seu time precisa`,
          subtitle: msg`Desenvolvedores, designers e especialistas prontos para começar, sem a demora e o custo de uma contratação tradicional.`,
          actions: [{ label: msg`Quero contratar`, href: '#contrate-form' }],
        },
      },
      {
        type: 'stats',
        props: {
          title: msg`Contratação rápida, com quem entende de tecnologia`,
          stats: [
            { value: 1000, prefix: '+', label: msg`profissionais de tecnologia na nossa rede` },
            { value: 3, unit: msg`dias úteis`, label: msg`bastam para encontrarmos o seu candidato` },
          ],
        },
      },
      {
        type: 'featureGrid',
        id: 'por-que',
        props: {
          title: msg`Por que contratar com a Nuvora`,
          columns: 4,
          items: [
            { title: msg`Rapidez`, text: msg`Candidatos avaliados em poucos dias, não em meses.` },
            {
              title: msg`Profissionais avaliados`,
              text: msg`Testes técnicos e entrevistas feitos por quem entende de tecnologia.`,
            },
            { title: msg`Flexibilidade`, text: msg`Aumente ou reduza o time conforme a demanda do seu projeto.` },
            { title: msg`Sem burocracia`, text: msg`Cuidamos da contratação e da substituição, se for preciso.` },
          ],
        },
      },
      {
        type: 'featureGrid',
        props: {
          title: msg`Nossas especialidades`,
          tone: 'muted',
          items: [
            {
              icon: '/icons/service-web.svg',
              title: msg`Desenvolvimento web`,
              text: msg`Front-end e back-end para sites, sistemas e plataformas.`,
            },
            {
              icon: '/icons/service-mobile.svg',
              title: msg`Aplicativos mobile`,
              text: msg`Apps nativos e multiplataforma para iOS e Android.`,
            },
            {
              icon: '/icons/service-ai.svg',
              title: msg`Dados e inteligência artificial`,
              text: msg`Engenharia de dados, ciência de dados e IA aplicada.`,
            },
            {
              icon: '/icons/service-apis.svg',
              title: msg`Nuvem e DevOps`,
              text: msg`Infraestrutura, automação de entregas e monitoramento.`,
            },
            {
              icon: '/icons/service-maintenance.svg',
              title: msg`Qualidade e testes`,
              text: msg`Testes manuais e automatizados para entregas sem sustos.`,
            },
            {
              icon: '/icons/service-design.svg',
              title: msg`Design UI/UX`,
              text: msg`Pesquisa, prototipação e interfaces acessíveis.`,
            },
          ],
        },
      },
      {
        type: 'testimonials',
        props: {
          title: msg`O que dizem nossos clientes`,
          items: [
            {
              quote: msg`Precisávamos de dois desenvolvedores mobile com urgência. Em três dias úteis já estávamos entrevistando, e os dois seguem no time até hoje.`,
              name: 'Mariana Costa',
              role: msg`Gerente de engenharia`,
              company: 'Everpay',
            },
            {
              quote: msg`A Nuvora entendeu o perfil que buscávamos melhor do que muitas consultorias. Os profissionais chegaram prontos para contribuir.`,
              name: 'Rafael Lima',
              role: msg`CTO`,
              company: 'Helix Saúde',
            },
            {
              quote: msg`Aumentamos o time para a Black Friday e reduzimos depois, sem nenhuma burocracia.`,
              name: 'Juliana Pereira',
              role: msg`Diretora de tecnologia`,
              company: 'Lumina Varejo',
            },
          ],
        },
      },
      {
        type: 'featureGrid',
        props: {
          title: msg`Tecnologias que dominamos`,
          columns: 4,
          tone: 'muted',
          items: [
            { title: msg`Front-end`, text: msg`React, Angular, Vue.js, Next.js e TypeScript.` },
            { title: msg`Back-end`, text: msg`Node.js, Java, .NET, Python, PHP e Go.` },
            { title: msg`Mobile`, text: msg`React Native, Flutter, Swift e Kotlin.` },
            {
              title: msg`Dados e nuvem`,
              text: msg`AWS, Azure, Google Cloud, Docker, Kubernetes, PostgreSQL e MongoDB.`,
            },
          ],
        },
      },
      {
        type: 'nextLevel',
        props: {
          title: msg`Encontre o profissional ideal para o seu time`,
          text: msg`Conte qual perfil você procura e conheça candidatos em poucos dias.`,
          actions: [{ label: msg`Quero contratar`, href: '#contrate-form' }],
        },
      },
      {
        type: 'leadForm',
        id: 'contrate-form',
        // The spec thanks hire leads on the Portuguese page in every locale.
        props: {
          title: msg`Encontre o profissional certo`,
          subtitle: msg`Conte o que você procura e apresentamos candidatos em até 3 dias úteis.`,
          successPath: '/pt-br/obrigado',
        },
      },
    ],
  },
  {
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
  },
] satisfies PagesConfig
