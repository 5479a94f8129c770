import { partnerLogos } from '../content/partners'
import { services } from '../content/services'
import { servicePath } from '../content/models/services'
import { msg } from '@lingui/core/macro'
import type { PageConfig } from '../src/engine/content'

export const softwareFactoryPage: PageConfig = {
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
        // The page kind's art (`npm run media:art -- hero/`), beside the text from 1024 px; phones keep the text.
        image: { src: 'hero/fabrica-de-software.png', decorative: true },
        imageFrom: 'desktop',
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
      type: 'featureGrid',
      props: {
        title: msg`O time por trás do seu projeto`,
        subtitle: msg`Um time completo e dedicado, que fala a língua do seu negócio.`,
        columns: 4,
        tone: 'inverse',
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
    {
      type: 'mediaText',
      props: {
        eyebrow: msg`Exemplo de entrega`,
        title: msg`Um painel de crédito que a equipe usa todos os dias`,
        paragraphs: [
          msg`Para uma fintech, um squad dedicado trocaria planilhas e e-mails por uma plataforma única: propostas em fila, análise assistida por regras versionadas e histórico completo de cada decisão.`,
          msg`Cada entrega é combinada em sprints de duas semanas, validada com quem usa o sistema e publicada com testes automatizados.`,
        ],
        bullets: [
          msg`Integração com os sistemas e birôs de crédito que a empresa já usa`,
          msg`Trilha de auditoria e controle de acesso por perfil`,
        ],
        image: {
          src: 'work/fintech-dashboard.png',
          alt: msg`Painel de uma plataforma de crédito com indicadores do dia, um gráfico de aprovações e a fila de propostas em análise`,
        },
        caption: msg`Ilustração de um projeto do tipo que entregamos; empresa e dados fictícios.`,
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
        items: [
          {
            icon: services.web.icon,
            title: services.web.title,
            text: services.web.description,
            href: servicePath(services.web),
          },
          {
            icon: services.mobile.icon,
            title: services.mobile.title,
            text: services.mobile.description,
            href: servicePath(services.mobile),
          },
          {
            icon: services.design.icon,
            title: services.design.title,
            text: services.design.description,
            href: servicePath(services.design),
          },
          {
            icon: services.softwareMaintenance.icon,
            title: services.softwareMaintenance.title,
            text: services.softwareMaintenance.description,
            href: servicePath(services.softwareMaintenance),
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
        paragraphs: [msg`Conte a sua ideia: um especialista retorna com os próximos passos.`],
        actions: [{ label: msg`Quero tirar minha ideia do papel`, href: '#software-form' }],
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
}
