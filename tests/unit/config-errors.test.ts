import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { siteContent } from '../../content/site'
import { layouts } from '../../layouts'
import { sections } from '../../sections'
import { defineLayout } from '../../src/config/defineLayout'
import type { PageConfig, PagesConfig } from '../../src/config/pages'
import { formatConfigErrors, validatePages } from '../../src/config/validate'
import { listPublicFiles } from '../../src/config/publicFiles'
import { inspectMedia } from '../../src/build/media/inspectMedia'
import { validateSite } from '../../src/config/validateSite'
import { validateRhythm } from '../../src/config/rhythm'
import { serviceList } from '../../content/services'

const meta = { title: msg`Título`, description: msg`Descrição` }
const check = (config: PagesConfig) => formatConfigErrors(validatePages(config, { sections, layouts }))

describe('pages.config.ts', () => {
  it('is valid, with its collections, images and menus', async () => {
    const checks = { publicFiles: listPublicFiles(), media: await inspectMedia() }
    expect(validateSite(siteContent, { sections, layouts }, checks)).toEqual([])
  })
})

describe('config errors name the page, the block and the field', () => {
  it('three card grids in a row (the page rhythm), and not a featured testimonial between two', () => {
    const grid = (title: string) =>
      ({ type: 'featureGrid', props: { title: { id: title }, items: [{ title: msg`Item` }] } }) as const
    const quote = { quote: msg`Ótimo`, name: 'Ana', role: msg`CTO` }
    const testimonials = (variant: 'cards' | 'featured') =>
      ({ type: 'testimonials', props: { title: msg`Clientes`, items: [quote, quote], variant } }) as const
    const page = (sections: PageConfig['sections']): PageConfig => ({
      id: 'landing',
      path: '/oferta',
      layout: 'default',
      meta,
      sections,
    })
    const rhythm = (config: PageConfig) => formatConfigErrors(validateRhythm([config], sections))
    expect(rhythm(page([grid('a'), grid('b'), testimonials('cards'), grid('c')]))).toMatchInlineSnapshot(
      `"landing › sections[0–3] (featureGrid, featureGrid, testimonials, featureGrid): 4 card grids in a row read as a template (at most 2); put a block of another kind between them (a picture beside text, figures, steps, a featured testimonial) or turn one into such a block"`,
    )
    expect(rhythm(page([grid('a'), grid('b'), testimonials('featured'), grid('c'), grid('d')]))).toBe('')
  })

  it('a link that does not start with "/"', () => {
    const broken: PageConfig = {
      id: 'home',
      path: '/',
      layout: 'default',
      meta,
      sections: [
        { type: 'hero', props: { title: msg`Olá`, actions: [{ label: msg`Ir`, href: '#a' }] } },
        { type: 'nextLevel', props: { title: msg`Vamos`, actions: [{ label: msg`Ir`, href: '/contato' }] } },
        {
          type: 'transformCards',
          props: {
            title: msg`Cards`,
            cards: [{ text: msg`IA`, href: 'inteligencia-artificial', icon: 'sparkles' }],
          },
        },
      ],
    }
    expect(check([broken])).toMatchInlineSnapshot(
      `"home › sections[2] (transformCards) › cards[0].href: must start with "/", "#", "https://", "mailto:" or "tel:""`,
    )
  })

  it('an unknown block type, a missing field and a misspelt one', () => {
    const broken: PageConfig = {
      id: 'landing',
      path: '/oferta',
      layout: 'default',
      meta,
      sections: [
        // @ts-expect-error -- deliberately unknown block type
        { type: 'carousel', props: {} },
        // @ts-expect-error -- deliberately misspelt block type
        { type: 'heroo', props: {} },
        // @ts-expect-error -- deliberately missing `actions` and misspelling `title`
        { type: 'hero', props: { titel: msg`Olá` } },
      ],
    }
    expect(check([broken])).toMatchInlineSnapshot(`
      "landing › sections[0] (carousel): unknown block type "carousel"; the types are listed in sections/index.ts
      landing › sections[1] (heroo): unknown block type "heroo" (did you mean "hero"?); the types are listed in sections/index.ts
      landing › sections[2] (hero) › title: is required
      landing › sections[2] (hero) › actions: is required
      landing › sections[2] (hero) › titel: is not a known field here (did you mean "title"?); the fields here are: eyebrow, title, subtitle, actions, proof, image, variant, imageFrom, tone"
    `)
  })

  it('duplicate paths, duplicate page ids and an anchor id used twice on a page', () => {
    const grid = {
      type: 'servicesGrid',
      id: 'servicos',
      props: { title: msg`Serviços`, services: serviceList },
    } as const
    const config: PagesConfig = [
      { id: 'about', path: '/quem-somos', layout: 'default', meta, sections: [grid, grid] },
      { id: 'about', path: '/quem-somos', layout: 'default', meta, sections: [] },
    ]
    expect(check(config)).toMatchInlineSnapshot(`
      "about › sections[1] (servicesGrid) › id: "servicos" is already the id of sections[0] on this page
      about: page id "about" is used by the page at "/quem-somos" and by the page at "/quem-somos"; give each page its own id
      about › path: "/quem-somos" is already the path of page "about""
    `)
  })

  it('a bad path, layout and enum value', () => {
    const broken: PageConfig = {
      id: 'news',
      path: '/pt-br/Noticias/',
      // @ts-expect-error -- deliberately unknown layout
      layout: 'wide',
      meta,
      sections: [{ type: 'servicesGrid', props: { title: msg`S`, services: [{ ...serviceList[0]!, slug: 'Cloud' }] } }],
    }
    expect(check([broken])).toMatchInlineSnapshot(`
      "news › path: must be "/" or a lower-case path like "/quem-somos", without a locale or a trailing slash
      news › layout: must be one of: "default", "alternative", "landing", "bare"
      news › sections[0] (servicesGrid) › services[0].slug: must match ^[a-z0-9-]+$"
    `)
  })

  it('a layout the site did not register, naming the layouts it did (the names come from its layouts registry)', () => {
    const small = { default: defineLayout({}), bare: defineLayout({}) }
    const landing: PageConfig = { id: 'oferta', path: '/oferta', layout: 'landing', meta, sections: [] }
    expect(formatConfigErrors(validatePages([landing], { sections, layouts: small }))).toMatchInlineSnapshot(
      `"oferta › layout: must be one of: "default", "bare""`,
    )
  })
})
