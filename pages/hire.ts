import { msg } from '@lingui/core/macro'
import type { PageConfig } from '../src/engine/content'

export const hirePage: PageConfig = {
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
        // The page kind's art (`npm run media:art -- hero/`), beside the text from 1024 px; phones keep the text.
        image: { src: 'hero/contrate.png', decorative: true },
        imageFrom: 'desktop',
        actions: [{ label: msg`Quero contratar`, href: '#contrate-form' }],
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
      type: 'stats',
      props: {
        title: msg`Contratação rápida, com quem entende de tecnologia`,
        // On ink between the two grids (white, then sand): a band of figures, not one more grid.
        tone: 'inverse',
        stats: [
          { value: 1000, prefix: '+', label: msg`profissionais de tecnologia na nossa rede` },
          { value: 3, unit: msg`dias úteis`, label: msg`bastam para encontrarmos o seu candidato` },
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
            icon: 'app-window',
            title: msg`Desenvolvimento web`,
            text: msg`Front-end e back-end para sites, sistemas e plataformas.`,
          },
          {
            icon: 'smartphone',
            title: msg`Aplicativos mobile`,
            text: msg`Apps nativos e multiplataforma para iOS e Android.`,
          },
          {
            icon: 'brain-circuit',
            title: msg`Dados e inteligência artificial`,
            text: msg`Engenharia de dados, ciência de dados e IA aplicada.`,
          },
          {
            icon: 'cloud',
            title: msg`Nuvem e DevOps`,
            text: msg`Infraestrutura, automação de entregas e monitoramento.`,
          },
          {
            icon: 'shield-check',
            title: msg`Qualidade e testes`,
            text: msg`Testes manuais e automatizados para entregas sem sustos.`,
          },
          {
            icon: 'pen-tool',
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
        variant: 'featured',
        items: [
          {
            quote: msg`Precisávamos de dois desenvolvedores mobile com urgência. Em três dias úteis já estávamos entrevistando, e os dois seguem no time até hoje.`,
            name: 'Mariana Costa',
            photo: { src: 'people/mariana-costa.png', decorative: true },
            role: msg`Gerente de engenharia`,
            company: 'Everpay',
          },
          {
            quote: msg`A Nuvora entendeu o perfil que buscávamos melhor do que muitas consultorias. Os profissionais chegaram prontos para contribuir.`,
            name: 'Rafael Lima',
            photo: { src: 'people/rafael-lima.png', decorative: true },
            role: msg`CTO`,
            company: 'Helix Saúde',
          },
          {
            quote: msg`Aumentamos o time para a Black Friday e reduzimos depois, sem nenhuma burocracia.`,
            name: 'Juliana Pereira',
            photo: { src: 'people/juliana-pereira.png', decorative: true },
            role: msg`Diretora de tecnologia`,
            company: 'Lumina Varejo',
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
}
