import { msg } from '@lingui/core/macro'
import { caseStudiesOf } from '../content/case-studies'
import { servicePages } from '../content/service-pages'
import type { CollectionPageConfig } from '../src/config/pages'
import type { ServicePage } from '../content/models/servicePage'

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
        proof: [msg`Mais de 120 projetos entregues`, msg`Resposta em até um dia útil`],
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
    { type: 'richText', props: { paragraphs: page.paragraphs } },
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
