import { caseStudiesOf, deliveredResults } from '../content/case-studies'
import { aiProducts } from '../content/products'
import { services } from '../content/services'
import { msg } from '@lingui/core/macro'
import type { PageConfig } from '../src/engine/content'

export const aiProductsPage: PageConfig = {
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
        // The page kind's art (`npm run media:art -- hero/`), beside the text from 1024 px; phones keep the text.
        image: { src: 'hero/produtos-de-ia.png', decorative: true },
        imageFrom: 'desktop',
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
      // Proof: the cases that used this service, with the figures the clients measured.
      type: 'caseStudies',
      props: {
        ...deliveredResults,
        cases: caseStudiesOf(services.ai).slice(0, 3),
        tone: 'inverse',
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
}
