import { msg } from '@lingui/core/macro'
import { caseStudiesOf } from '../content/case-studies'
import { servicePages } from '../content/service-pages'
import type { ServicePage } from '../content/models/servicePage'
import type { CollectionPageConfig } from '../src/engine/content'

/** One page per service of `content/service-pages.ts`, at /servicos/{slug}. */
export const servicePage: CollectionPageConfig<ServicePage> = {
  id: 'service',
  path: '/servicos/:slug',
  collection: servicePages,
  layout: 'default',
  meta: (page) => ({ title: page.service.title, description: page.service.description }),
  sections: (page) => [
    {
      type: 'hero',
      props: {
        title: page.service.title,
        subtitle: page.subtitle,
        actions: [{ label: msg`Solicite um orçamento`, href: '/contato' }],
        proof: [msg`Mais de 120 projetos entregues`, msg`Há mais de 10 anos no mercado`],
        replyTime: true,
        // Each service's art (`npm run media:art -- servicos`): what the work produces, around the service's mark.
        // Beside the text from 1024 px; phones keep the short text as their first view.
        image: { src: `hero/servicos/${page.slug}.png`, decorative: true },
        imageFrom: 'desktop',
      },
    },
    {
      type: 'caseStudies',
      props: {
        eyebrow: msg`Case`,
        title: msg`Um projeto com este serviço`,
        cases: caseStudiesOf(page.service).slice(0, 1),
      },
    },
    {
      type: 'processSteps',
      props: {
        eyebrow: msg`Como trabalhamos`,
        title: msg`Do primeiro contato ao produto no ar`,
        steps: [
          {
            title: msg`Descoberta`,
            duration: msg`1 a 2 semanas`,
            text: msg`Entendemos o problema com quem vai usar a solução e fechamos o escopo da primeira entrega.`,
          },
          {
            title: msg`Desenho`,
            duration: msg`1 a 3 semanas`,
            text: msg`Protótipos e arquitetura: você vê e valida a solução antes da primeira linha de código.`,
          },
          {
            title: msg`Entregas`,
            duration: msg`A cada 2 semanas`,
            text: msg`Versões funcionando em ciclos curtos, com as prioridades definidas junto com o seu time.`,
          },
          {
            title: msg`Evolução`,
            duration: msg`Contínua`,
            text: msg`Depois do lançamento, medimos o uso e evoluímos com base em dados reais.`,
          },
        ],
      },
    },
    // Titled, so the heading sits beside the text from 1024 px (no half-empty row).
    { type: 'richText', props: { title: msg`Como ajudamos o seu negócio`, paragraphs: page.paragraphs } },
    { type: 'richText', props: { title: msg`O que está incluído`, bullets: page.bullets, tone: 'muted' } },
    {
      type: 'nextLevel',
      props: {
        title: msg`Vamos tirar o seu projeto do papel?`,
        text: msg`Conte o que você precisa e receba um orçamento sem compromisso do nosso time.`,
        actions: [{ label: msg`Solicite um orçamento`, href: '/contato' }],
      },
    },
  ],
}
