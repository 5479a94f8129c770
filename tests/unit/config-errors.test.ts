import { msg } from '@lingui/core/macro'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteContent } from '../../app/site'
import { layouts } from '../../layouts'
import { sections } from '../../sections'
import { defineLayout } from '../../src/config/defineLayout'
import type { PageConfig, PageDeclaration, PagesConfig } from '../../src/config/pages'
import { formatConfigErrors, validatePages } from '../../src/config/validate'
import { listPublicFiles } from '../../src/config/publicFiles'
import { inspectMedia } from '../../src/tools/build/media/inspectMedia'
import { validateSite } from '../../src/config/validateSite'
import { validateRhythm } from '../../src/config/rhythm'
import { serviceList } from '../../content/services'
import { news } from '../../content/news'
import type { MediaFiles } from '../../src/config/imageProblem'
import type { LeadFormsConfig } from '../../src/forms/leadForms'

const meta = { title: msg`Título`, description: msg`Descrição` }
const check = (config: PagesConfig) => formatConfigErrors(validatePages(config, { sections, layouts }))

/** The media folder as check:config reads it (every source decoded once): read once for the whole file. */
let mediaFiles: Promise<MediaFiles> | undefined
/** What `npm run check:config` says of the real site with `planted` pages added and `publicFiles` as given. */
const checkSite = async (planted: PageDeclaration[], publicFiles = listPublicFiles()) =>
  formatConfigErrors(
    validateSite(
      { ...siteContent, pages: [...siteContent.pages, ...planted] },
      { sections, layouts },
      { publicFiles, media: await (mediaFiles ??= inspectMedia()) },
    ),
  )

describe('pages.config.ts', () => {
  it('is valid, with its collections, images and menus', async () => {
    const checks = { publicFiles: listPublicFiles(), media: await (mediaFiles ??= inspectMedia()) }
    expect(validateSite(siteContent, { sections, layouts }, checks)).toEqual([])
  })
})

describe('config errors name the page, the block and the field', () => {
  it('three card grids in a row (the page rhythm), and not a featured testimonial between two', () => {
    type Block = PageConfig['sections'][number]
    const grid = (title: string): Block => ({
      type: 'featureGrid',
      props: { title: { id: title }, items: [{ title: msg`Item` }] },
    })
    const quote = { quote: msg`Ótimo`, name: 'Ana', role: msg`CTO` }
    const testimonials = (variant: 'cards' | 'featured'): Block => ({
      type: 'testimonials',
      props: { title: msg`Clientes`, items: [quote, quote], variant },
    })
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
    expect(rhythm(page([grid('a'), testimonials('cards'), testimonials('featured'), grid('c')]))).toBe('')
  })

  it('two card grids of the same kind back to back (they read as one long grid)', () => {
    type Block = PageConfig['sections'][number]
    const grid = (title: string): Block => ({
      type: 'featureGrid',
      props: { title: { id: title }, items: [{ title: msg`Item` }] },
    })
    const stats: Block = { type: 'stats', props: { stats: [{ value: 3, label: msg`dias` }] } }
    const page = (blocks: PageConfig['sections']): PageConfig => ({
      id: 'landing',
      path: '/oferta',
      layout: 'default',
      meta,
      sections: blocks,
    })
    const rhythm = (config: PageConfig) => formatConfigErrors(validateRhythm([config], sections))
    expect(rhythm(page([grid('a'), grid('b'), stats, grid('c')]))).toMatchInlineSnapshot(
      `"landing › sections[0–1] (featureGrid, featureGrid): two featureGrid grids in a row read as one long grid; put a block of another kind between them (a picture beside text, figures, steps, a featured testimonial) or show one of them as such a block"`,
    )
    expect(rhythm(page([grid('a'), stats, grid('b')]))).toBe('')
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
      landing › sections[2] (hero) › titel: is not a known field here (did you mean "title"?); the fields here are: eyebrow, title, subtitle, actions, proof, replyTime, image, variant, imageFrom, tone"
    `)
  })

  it("a hero's reply time with no line of proof, or after four facts", () => {
    const facts = [msg`Um`, msg`Dois`, msg`Três`, msg`Quatro`]
    const hero = (proof?: typeof facts) => ({
      type: 'hero' as const,
      props: { title: msg`Olá`, actions: [{ label: msg`Ir`, href: '/contato' }], replyTime: true, proof },
    })
    const config: PagesConfig = [
      { id: 'a', path: '/a', layout: 'default', meta, sections: [hero()] },
      { id: 'b', path: '/b', layout: 'default', meta, sections: [hero(facts)] },
      { id: 'c', path: '/c', layout: 'default', meta, sections: [hero(facts.slice(0, 3))] },
    ]
    expect(check(config)).toMatchInlineSnapshot(`
      "a › sections[0] (hero) › proof: is needed with \`replyTime: true\`: the reply time is the last fact of the line of proof under the buttons, after two or three of the company's own (e.g. proof: [msg\`Mais de 120 projetos entregues\`, msg\`Há mais de 10 anos no mercado\`]); add them, or remove \`replyTime\`
      b › sections[0] (hero) › proof: has 4 facts, and \`replyTime: true\` adds the team's reply time after them: the line holds four at most, so keep 3 facts of your own (remove 1), or remove \`replyTime\`"
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
      about › path: "/quem-somos" is already the path of page "about"; give each page its own path"
    `)
  })

  it("the anchor id of every page's main", () => {
    const grid = (id: string) =>
      ({ type: 'servicesGrid', id, props: { title: msg`Serviços`, services: serviceList } }) as const
    const config: PagesConfig = [
      { id: 'about', path: '/quem-somos', layout: 'default', meta, sections: [grid('servicos'), grid('main')] },
    ]
    expect(check(config)).toMatchInlineSnapshot(
      `"about › sections[1] (servicesGrid) › id: "main" is the id of every page's <main>, where the skip link leads; choose another"`,
    )
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

describe('marketer mistakes that used to build or crash (#24)', () => {
  it('a page path that starts with a locale', () => {
    const clinics: PageConfig = { id: 'clinics', path: '/en-us/clinicas', layout: 'default', meta, sections: [] }
    expect(check([clinics])).toMatchInlineSnapshot(
      `"clinics › path: "/en-us/clinicas" starts with the locale "en-us"; write the path without it ("/clinicas"): the site adds each locale's prefix itself (see \`locales\` and \`urls\`)"`,
    )
  })

  it('a page whose bare address is the English home', async () => {
    const english: PageConfig = {
      id: 'english',
      path: '/en-us',
      urls: 'unprefixed',
      layout: 'default',
      meta,
      sections: [],
    }
    expect(await checkSite([english])).toMatchInlineSnapshot(`
      "english › path: "/en-us" starts with the locale "en-us"; write the path without it ("/"): the site adds each locale's prefix itself (see \`locales\` and \`urls\`)
      english › path: "/en-us" is produced by page "home" and by page "english"; an address shows one page only: give this page another \`path\` (or other \`urls\`, \`locales\` or \`slugs\`)"
    `)
  })

  it('a page whose addresses are those of the not-found pages', async () => {
    const notFound: PageConfig = { id: 'error', path: '/404', layout: 'default', meta, sections: [] }
    expect(await checkSite([notFound])).toMatchInlineSnapshot(
      `"error › path: "/pt-br/404", "/en-us/404", "/es-es/404" are produced by the not-found page and by page "error"; an address shows one page only: give this page another \`path\` (or other \`urls\`, \`locales\` or \`slugs\`)"`,
    )
  })

  it("a page at the address of a collection entry's page", async () => {
    // Refused before too (the entry's page has the same path); only the way to fix it was not said.
    const path = `/noticias/${news.entries[0]!.slug}`
    const fintechs: PageConfig = { id: 'fintechs', path, layout: 'default', meta, sections: [] }
    expect(await checkSite([fintechs])).toMatchInlineSnapshot(
      `"fintechs › path: "/noticias/inteligencia-artificial-facilita-a-vida-das-pessoas-no-dia-a-dia" is already the path of page "news-article/inteligencia-artificial-facilita-a-vida-das-pessoas-no-dia-a-dia"; give each page its own path"`,
    )
  })

  it('a tel: link without a phone number and a mailto: link without an address', async () => {
    const actions = [
      { label: msg`Ligar`, href: 'tel:liga-pra-gente' },
      { label: msg`Escrever`, href: 'mailto:' },
      { label: msg`Ligar já`, href: 'tel:+55 (11) 3000-0000' },
    ]
    const footer = [{ label: msg`Escrever já`, href: 'mailto:contato@nuvora.com.br?subject=Or%C3%A7amento' }]
    const callUs: PageConfig = {
      id: 'call-us',
      path: '/ligue',
      layout: 'default',
      meta,
      sections: [
        { type: 'hero', props: { title: msg`Ligue`, actions } },
        { type: 'nextLevel', props: { title: msg`Ou escreva`, actions: footer } },
      ],
    }
    expect(await checkSite([callUs])).toMatchInlineSnapshot(`
      "call-us › sections[0] (hero) › actions[0].href: "tel:liga-pra-gente" is not a phone number; write "tel:" and the number with its country code, in digits ("+", spaces, "-" and "()" allowed), like "tel:+55 11 3000-0000"
      call-us › sections[0] (hero) › actions[1].href: "mailto:" is not an e-mail link; write "mailto:" and the whole address, like "mailto:contato@example.com""
    `)
  })

  it('plain text where copy is expected', () => {
    const broken: PageConfig = {
      id: 'offer',
      path: '/oferta',
      layout: 'default',
      // @ts-expect-error -- deliberately plain text instead of msg
      meta: { ...meta, title: 'Oferta' },
      // @ts-expect-error -- deliberately plain text instead of msg
      sections: [{ type: 'hero', props: { title: 'Fale conosco', actions: [{ label: msg`Ir`, href: '/contato' }] } }],
    }
    expect(check([broken])).toMatchInlineSnapshot(`
      "offer › meta.title: is plain text; write it as msg\`Oferta\` (only msg texts reach the translators)
      offer › sections[0] (hero) › title: is plain text; write it as msg\`Fale conosco\` (only msg texts reach the translators)"
    `)
  })

  it('a page file whose msg import was deleted', async () => {
    // Loaded through the Vite plugins check:config and the build load pages with (vitest.config.ts).
    const source = await readFile('pages/thank-you.ts', 'utf8')
    const dir = await mkdtemp(join(tmpdir(), 'page-'))
    try {
      const file = join(dir, 'thank-you.ts')
      await writeFile(file, source.replace("import { msg } from '@lingui/core/macro'\n", ''))
      const error = await import(/* @vite-ignore */ file).then(
        () => new Error('loaded'),
        (thrown: Error) => thrown,
      )
      expect(error.message.replaceAll(relative(process.cwd(), dir), '<tmp>')).toMatchInlineSnapshot(
        `"<tmp>/thank-you.ts:9: msg\`…\` is used but not imported; add import { msg } from '@lingui/core/macro' at the top of the file"`,
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it("copy longer than its field's limit: a 276-character hero title, a long page title and button", async () => {
    const title =
      'Transforme seu negócio com tecnologia sob medida, inteligência artificial, squads dedicados, ' +
      'plataformas de e-commerce, aplicativos, dados e automação feitos por quem entende do assunto, com ' +
      'entregas rápidas e qualidade de Vale do Silício, do primeiro contato ao produto no ar'
    const landing: PageConfig = {
      id: 'landing',
      path: '/tudo',
      layout: 'default',
      meta: {
        ...meta,
        title: msg`Tecnologia sob medida, inteligência artificial e squads dedicados para a sua empresa crescer mais`,
      },
      sections: [
        {
          type: 'hero',
          props: {
            title: { id: 'long-hero-title', message: title },
            actions: [{ label: msg`Quero falar agora com um especialista da Nuvora`, href: '/contato' }],
          },
        },
      ],
    }
    expect(title).toHaveLength(276)
    expect(await checkSite([landing])).toMatchInlineSnapshot(`
      "landing › meta › title: "Tecnologia sob medida, inteligência arti…" is 97 characters long, over this field's limit of 90: shorten it to 90 characters or fewer (its translations are held to the same limit)
      landing › sections[0] (hero) › title: "Transforme seu negócio com tecnologia so…" is 276 characters long, over this field's limit of 80: shorten it to 80 characters or fewer (its translations are held to the same limit)
      landing › sections[0] (hero) › actions[0].label: "Quero falar agora com um especialista da…" is 47 characters long, over this field's limit of 45: shorten it to 45 characters or fewer (its translations are held to the same limit)"
    `)
  })

  it("a locale whose flag file is not in public/ (a new locale's flag not added)", async () => {
    const publicFiles = listPublicFiles()
    publicFiles.delete('/icons/flag-es.svg')
    expect(await checkSite([], publicFiles)).toMatchInlineSnapshot(
      `"locale es-es › flag: "/icons/flag-es.svg" is not a file in public/, so every language picker would show a broken image; add the flag there (an SVG, like public/icons/flag-br.svg) or fix its path in LOCALE_INFO (src/i18n/locales.ts)"`,
    )
  })
})

describe('per-locale slugs and locales in progress (#24 item 6)', () => {
  const clinics = (slugs: Record<string, unknown>, extra: Partial<PageConfig> = {}): PageConfig => ({
    id: 'clinics',
    path: '/automacao-ia-clinicas',
    layout: 'default',
    meta,
    sections: [],
    slugs: slugs as PageConfig['slugs'],
    ...extra,
  })

  it('a slug in capitals, with the locale, for Portuguese or for a locale the site does not have', () => {
    expect(
      check([
        clinics({
          'en-us': '/AI Automation',
          'es-es': '/es-es/automatizacion-ia-clinicas',
          'pt-br': '/clinicas',
          'fr-fr': '/automatisation',
        }),
      ]),
    ).toMatchInlineSnapshot(`
      "clinics › slugs.en-us: "/AI Automation" is not a page path: write it lower case, starting with "/", words joined by "-", without a trailing slash, like "/ai-automation-for-clinics"
      clinics › slugs.es-es: "/es-es/automatizacion-ia-clinicas" starts with the locale "es-es"; write it without ("/automatizacion-ia-clinicas"): the site adds "/es-es" itself
      clinics › slugs.pt-br: pt-br is the source language and uses the page's \`path\` ("/automacao-ia-clinicas"): change \`path\` instead, or remove this slug
      clinics › slugs.fr-fr: "fr-fr" is not one of the site's locales; use "en-us" or "es-es""
    `)
  })

  it('slugs on a page served only at its bare path', () => {
    expect(check([clinics({ 'en-us': '/clinics' }, { urls: 'unprefixed' })])).toMatchInlineSnapshot(
      `"clinics › slugs: the page is served only at "/automacao-ia-clinicas" (\`urls: 'unprefixed'\`), so it has no localized address to rename; remove \`slugs\` or its \`urls\`"`,
    )
  })

  it("a slug that gives a page another page's address in that locale", async () => {
    expect(await checkSite([clinics({ 'en-us': '/contato' })])).toMatchInlineSnapshot(
      `"clinics › slugs.en-us: "/en-us/contato" is produced by page "contact" and by page "clinics"; an address shows one page only: give this page another \`slugs.en-us\` (or other \`urls\`, \`locales\` or \`slugs\`)"`,
    )
  })

  /** The real site with Spanish in progress and `published` the pages published there (their `locales`). */
  const publishedInProgress = async (published: string[]) => {
    const settings = { ...siteContent.settings, localesInProgress: ['es-es' as const] }
    const pages = siteContent.pages.map((page) =>
      published.includes(page.id) ? { ...page, locales: ['pt-br' as const, 'en-us' as const, 'es-es' as const] } : page,
    )
    return formatConfigErrors(
      validateSite(
        { ...siteContent, settings, pages },
        { sections, layouts },
        { publicFiles: listPublicFiles(), media: await (mediaFiles ??= inspectMedia()) },
      ),
    )
  }

  it('a locale in progress publishing one landing and its thank-you page: no other page is needed (issue 38)', async () => {
    // Its links to the contact page (hero, header, footer) and the thank-you page's to home and news lead to the
    // Portuguese pages there: the landing needs only the page its form leads to.
    expect(await publishedInProgress(['softwareFactory', 'thank-you'])).toBe('')
  })

  it('a landing published in a locale in progress without the thank-you page its form leads to', async () => {
    expect(await publishedInProgress(['softwareFactory'])).toMatchInlineSnapshot(
      `"softwareFactory › sections[9] (leadForm) › successPath: "/obrigado" reaches no page in es-es: the form leads there once sent, so publish that page there too; page "thank-you" is served only at /pt-br/obrigado, /en-us/obrigado (see its \`locales\` and \`urls\`)"`,
    )
  })

  it('the source language declared in progress', async () => {
    const settings = { ...siteContent.settings, localesInProgress: ['pt-br' as const] }
    expect(
      formatConfigErrors(
        validateSite(
          { ...siteContent, settings },
          { sections, layouts },
          {
            publicFiles: listPublicFiles(),
            media: await (mediaFiles ??= inspectMedia()),
          },
        ),
      ),
    ).toMatchInlineSnapshot(
      `"settings › localesInProgress: "pt-br" is the source language, complete by definition: list only the locales still being translated (en-us, es-es) (content/settings.ts)"`,
    )
  })
})

describe("a form's fields, as a marketer declares them per locale (#24 item 7)", () => {
  const { forms } = siteContent.settings
  /** What `npm run check:config` says of the real site with its lead form's fields changed. */
  const checkForms = async (changed: Partial<LeadFormsConfig>) =>
    formatConfigErrors(
      validateSite(
        { ...siteContent, settings: { ...siteContent.settings, forms: { ...forms, ...changed } } },
        { sections, layouts },
        { publicFiles: listPublicFiles(), media: await (mediaFiles ??= inspectMedia()) },
      ),
    )

  it('an unknown field kind, naming the kinds there are', async () => {
    expect(
      await checkForms({
        lead: { ...forms.lead, locales: { ...forms.lead.locales, 'en-us': ['name', 'emial' as never, 'phone'] } },
      }),
    ).toMatchInlineSnapshot(`
      "settings › forms.lead.locales.en-us[1]: "emial" is not a field kind; did you mean 'email'? use one of name, phone, company, role, email, message, state, country, faturamento, nicho (the form of softwareFactory › sections[9] (leadForm), hire › sections[7] (leadForm)) (content/forms.ts)
      settings › forms.lead.locales.en-us: has no 'email' field; add 'email': every form needs name and email (the team's e-mail is titled with the name and answers to the e-mail) (the form of softwareFactory › sections[9] (leadForm), hire › sections[7] (leadForm)) (content/forms.ts)"
    `)
  })

  it('a form without an e-mail field', async () => {
    expect(await checkForms({ lead: { ...forms.lead, fields: ['name', 'phone', 'state'] } })).toMatchInlineSnapshot(
      `"settings › forms.lead.fields: has no 'email' field; add 'email': every form needs name and email (the team's e-mail is titled with the name and answers to the e-mail) (the form of softwareFactory › sections[9] (leadForm), hire › sections[7] (leadForm)) (content/forms.ts)"`,
    )
  })

  it('a region list (state) in a locale that has none', async () => {
    expect(
      await checkForms({
        lead: {
          fields: ['name', 'email', 'phone', 'state'],
          locales: { 'en-us': ['name', 'email', 'phone', { field: 'country', countries: ['US', 'CA'] }] },
        },
      }),
    ).toMatchInlineSnapshot(
      `"settings › forms.lead.fields[3]: 'state' has no region list in es-es (only pt-br has one: the Brazilian states); give es-es their own fields under \`locales\` without 'state', e.g. { field: 'country', countries: ['US', 'CA'] }, or ask for the pt-br fields on every page: fieldsLocale: 'pt-br' (the form of softwareFactory › sections[9] (leadForm), hire › sections[7] (leadForm)) (content/forms.ts)"`,
    )
  })

  it('fields of a locale that is not a site locale; a region list asked for in every locale is fine', async () => {
    expect(await checkForms({ lead: { fields: ['name', 'email', 'phone', 'state'], fieldsLocale: 'pt-pt' as never } }))
      .toMatchInlineSnapshot(`
      "settings › forms.lead.fieldsLocale: "pt-pt" is not a site locale; use one of pt-br, en-us, es-es (the form of softwareFactory › sections[9] (leadForm), hire › sections[7] (leadForm)) (content/forms.ts)
      settings › forms.lead.fields[3]: 'state' has no region list in en-us, es-es (only pt-br has one: the Brazilian states); give en-us and es-es their own fields under \`locales\` without 'state', e.g. { field: 'country', countries: ['US', 'CA'] }, or ask for the pt-br fields on every page: fieldsLocale: 'pt-br' (the form of softwareFactory › sections[9] (leadForm), hire › sections[7] (leadForm)) (content/forms.ts)"
    `)
    expect(await checkForms({ lead: { fields: ['name', 'email', 'phone', 'state'], fieldsLocale: 'pt-br' } })).toBe('')
  })

  it("validation messages in a language other than the page's or Portuguese", async () => {
    const fields = ['name', 'email', 'phone', 'state'] as const
    expect(
      await checkForms({ lead: { fields, fieldsLocale: 'pt-br', validationMessages: 'portuguese' as never } }),
    ).toMatchInlineSnapshot(
      `"settings › forms.lead.validationMessages: "portuguese" is not a choice of validation messages; use 'localized' (in the page's language) or 'source' (in Portuguese on every page) (the form of softwareFactory › sections[9] (leadForm), hire › sections[7] (leadForm)) (content/forms.ts)"`,
    )
    expect(await checkForms({ lead: { fields, fieldsLocale: 'pt-br', validationMessages: 'localized' } })).toBe('')
  })

  it('a field twice in one form', async () => {
    expect(await checkForms({ ecommerce: { fields: ['name', 'phone', 'email', 'phone'] } })).toMatchInlineSnapshot(
      `"settings › forms.ecommerce.fields[3]: 'phone' is already the field at fields[1]; a form has each field once: remove one of them (the form of ecommerce › sections[5] (ecommerceForm)) (content/forms.ts)"`,
    )
  })

  it('a country field without countries or with a code that is no country, a phone format that does not exist', async () => {
    expect(
      await checkForms({
        ecommerce: {
          fields: ['name', { field: 'phone', format: 'e164' as never }, 'email', { field: 'nicho', format: 'any' }],
          locales: {
            'es-es': ['name', 'email', { field: 'country', countries: ['ES', 'UK', 'es'] }],
            ...({ 'fr-fr': ['name'] } as object),
          },
        },
        contact: { fields: ['name', 'email', { field: 'country' }] },
      }),
    ).toMatchInlineSnapshot(`
      "settings › forms.contact.fields[2].countries: a 'country' field needs the countries it offers, as ISO 3166 codes: countries: ['US', 'CA', 'MX'] (the form of contact › sections[0] (contactForm)) (content/forms.ts)
      settings › forms.ecommerce.locales.fr-fr: "fr-fr" is not a site locale; use one of pt-br, en-us, es-es (the form of ecommerce › sections[5] (ecommerceForm)) (content/forms.ts)
      settings › forms.ecommerce.fields[1].format: "e164" is not a phone format; use one of br-mobile, international, any (the form of ecommerce › sections[5] (ecommerceForm)) (content/forms.ts)
      settings › forms.ecommerce.fields[3].format: only a 'phone' field has a format; remove \`format\` here (the form of ecommerce › sections[5] (ecommerceForm)) (content/forms.ts)
      settings › forms.ecommerce.locales.es-es[2].countries[1]: "UK" is not an ISO 3166 country code; write the country's two capital letters, like 'US', 'ES' or 'GB' (the United Kingdom) (the form of ecommerce › sections[5] (ecommerceForm)) (content/forms.ts)
      settings › forms.ecommerce.locales.es-es[2].countries[2]: "es" is not an ISO 3166 country code; write the country's two capital letters, like 'US', 'ES' or 'GB' (the United Kingdom) (the form of ecommerce › sections[5] (ecommerceForm)) (content/forms.ts)"
    `)
  })

  it('a block choosing a form that is not declared, or one of another section; a form of its own name without its section', async () => {
    type Block = PageConfig['sections'][number]
    const leadBlock = (form: string): Block => ({
      type: 'leadForm',
      props: { title: msg`Trabalhe conosco`, successPath: '/obrigado', form },
    })
    const contactBlock: Block = {
      type: 'contactForm',
      props: { title: msg`Fale conosco`, successPath: '/obrigado', form: 'hire' },
    }
    const page = (sections: Block[]): PageDeclaration => ({
      id: 'carreiras',
      path: '/carreiras',
      layout: 'landing',
      meta,
      sections,
    })
    const blocks = (form: string) => page([leadBlock(form), contactBlock])
    const checkWith = async (planted: PageDeclaration, changed: Partial<LeadFormsConfig>) =>
      formatConfigErrors(
        validateSite(
          {
            ...siteContent,
            pages: [...siteContent.pages, planted],
            settings: { ...siteContent.settings, forms: { ...forms, ...changed } },
          },
          { sections, layouts },
          { publicFiles: listPublicFiles(), media: await (mediaFiles ??= inspectMedia()) },
        ),
      )
    const hire = { kind: 'lead' as const, fields: ['name', 'email', 'company', 'role'] as const }
    expect(await checkWith(blocks('hier'), { hire })).toMatchInlineSnapshot(`
      "carreiras › sections[0] (leadForm) › form: "hier" is not a form of content/forms.ts; did you mean 'hire'? use one of lead, hire, or declare it there: hier: { kind: 'lead', fields: ['name', 'email', …] }
      carreiras › sections[1] (contactForm) › form: 'hire' is a lead form (shown by leadForm), not one a contactForm shows; use one of contact, or a leadForm block (content/forms.ts)"
    `)
    expect(await checkWith(blocks('hire'), { hire: { fields: hire.fields } })).toMatchInlineSnapshot(
      `"settings › forms.hire.kind: is missing: say which section shows the 'hire' form, one of 'contact' (contactForm), 'lead' (leadForm), 'ecommerce' (ecommerceForm) (the form of carreiras › sections[0] (leadForm), carreiras › sections[1] (contactForm)) (content/forms.ts)"`,
    )
    expect(
      await checkWith(page([leadBlock('hire')]), { hire, contact: { ...forms.contact, kind: 'lead' } }),
    ).toMatchInlineSnapshot(
      `"settings › forms.contact.kind: the 'contact' form is the contactForm section's own; remove \`kind\` (declare a form of another name for another section) (the form of contact › sections[0] (contactForm)) (content/forms.ts)"`,
    )
  })
})

describe('a paged list (issue 36 point 5)', () => {
  const list = (extra: object, id = 'arquivo', path = '/arquivo'): PageConfig => ({
    id,
    path,
    layout: 'default',
    meta,
    sections: [
      { type: 'newsList', props: { title: msg`Arquivo`, articles: news.entries, ...extra } },
    ] as PageConfig['sections'],
  })

  it('refuses a pageSize that is no whole number of at least 1, naming page › block › field and the fix', async () => {
    expect(await checkSite([list({ pageSize: 0 }), list({ pageSize: 2.5 }, 'velho', '/velho')])).toMatchInlineSnapshot(`
      "arquivo › sections[0] (newsList) › pageSize: is 0; write a whole number of 1 or more, like 12 (the default, when left out)
      velho › sections[0] (newsList) › pageSize: is 2.5; write a whole number, like 12 (the default, when left out)"
    `)
    expect(await checkSite([list({ pageSize: 2 })])).toBe('')
  })

  it('refuses a second block paging its list on one page: their pages would share one address', async () => {
    const page = list({ pageSize: 2 })
    const twice = { ...page, sections: [...page.sections, ...page.sections] }
    expect(await checkSite([twice])).toMatchInlineSnapshot(
      `"arquivo › sections[1] (newsList): sections[0] (newsList) already pages its list on this page, and a page pages one list only (both would take "/arquivo/2"…); show this list on a page of its own"`,
    )
  })

  it('refuses a page or an entry at a number under a paged list: list pages take those addresses', async () => {
    const clash: PageConfig = { ...list({}, 'sete', '/arquivo/7'), sections: [] }
    expect(await checkSite([list({ pageSize: 2 }), clash])).toMatchInlineSnapshot(
      `"sete › path: "/arquivo/7" is an address of the numbered pages of the list on page "arquivo"; give this page another path (an entry another slug, one that is not a number)"`,
    )
  })
})

describe("a marketer's trial: mistakes that shipped or got a poor message (issue 38 point 2)", () => {
  const landing = (blocks: PageConfig['sections']): PageConfig => ({
    id: 'landing',
    path: '/oferta',
    layout: 'default',
    meta,
    sections: blocks,
  })
  const hero = (props: { proof?: ReturnType<typeof msg>[]; replyTime?: boolean }): PageConfig['sections'][number] => ({
    type: 'hero',
    props: { title: msg`Olá`, actions: [{ label: msg`Ir`, href: '/contato' }], ...props },
  })

  it('a reply time written in the proof while replyTime adds the settings’ one: the hero would promise two', () => {
    const facts = [msg`Mais de 120 projetos entregues`, msg`Há mais de 10 anos no mercado`]
    const config: PagesConfig = [
      landing([hero({ proof: [...facts.slice(0, 1), msg`Resposta em 2 h`], replyTime: true })]),
      {
        ...landing([hero({ proof: [msg`Respondemos em 1 dia útil`, ...facts], replyTime: true })]),
        id: 'b',
        path: '/b',
      },
      { ...landing([hero({ proof: [...facts, msg`Reply within 2 hours`], replyTime: true })]), id: 'c', path: '/c' },
      { ...landing([hero({ proof: [...facts, msg`Retorno em até 24 horas`], replyTime: true })]), id: 'd', path: '/d' },
      {
        ...landing([hero({ proof: [...facts, msg`Respuesta en 4 h hábiles`], replyTime: true })]),
        id: 'e',
        path: '/e',
      },
    ]
    expect(check(config)).toMatchInlineSnapshot(`
      "landing › sections[0] (hero) › proof[1]: states a reply time ("Resposta em 2 h"), but \`replyTime: true\` already ends the line with the team's reply time (\`responseHours\` in content/settings.ts), so the hero would promise two: remove this fact; to promise another time, change \`responseHours\`
      b › sections[0] (hero) › proof[0]: states a reply time ("Respondemos em 1 dia útil"), but \`replyTime: true\` already ends the line with the team's reply time (\`responseHours\` in content/settings.ts), so the hero would promise two: remove this fact; to promise another time, change \`responseHours\`
      c › sections[0] (hero) › proof[2]: states a reply time ("Reply within 2 hours"), but \`replyTime: true\` already ends the line with the team's reply time (\`responseHours\` in content/settings.ts), so the hero would promise two: remove this fact; to promise another time, change \`responseHours\`
      d › sections[0] (hero) › proof[2]: states a reply time ("Retorno em até 24 horas"), but \`replyTime: true\` already ends the line with the team's reply time (\`responseHours\` in content/settings.ts), so the hero would promise two: remove this fact; to promise another time, change \`responseHours\`
      e › sections[0] (hero) › proof[2]: states a reply time ("Respuesta en 4 h hábiles"), but \`replyTime: true\` already ends the line with the team's reply time (\`responseHours\` in content/settings.ts), so the hero would promise two: remove this fact; to promise another time, change \`responseHours\`"
    `)
    // The proof's other facts, and a reply time in the proof of a hero without replyTime, are the marketer's own.
    const fine: PagesConfig = [
      landing([hero({ proof: [...facts, msg`Atendimento 24 horas por dia`], replyTime: true })]),
      { ...landing([hero({ proof: [...facts, msg`Entrega em 12 semanas`], replyTime: true })]), id: 'b', path: '/b' },
      { ...landing([hero({ proof: [...facts, msg`Resposta em 2 h`] })]), id: 'c', path: '/c' },
    ]
    expect(check(fine)).toBe('')
  })

  it('replyTime without proof says that the reply time ends the line of proof, and how to give it one', () => {
    expect(check([landing([hero({ replyTime: true })])])).toMatchInlineSnapshot(
      `"landing › sections[0] (hero) › proof: is needed with \`replyTime: true\`: the reply time is the last fact of the line of proof under the buttons, after two or three of the company's own (e.g. proof: [msg\`Mais de 120 projetos entregues\`, msg\`Há mais de 10 anos no mercado\`]); add them, or remove \`replyTime\`"`,
    )
  })

  it('a stat grid whose items lack a stat: their cards would show a blank where the figure goes', () => {
    const grid: PageConfig['sections'][number] = {
      type: 'featureGrid',
      props: {
        title: msg`Resultados`,
        variant: 'stat',
        items: [{ title: msg`Menos retrabalho`, stat: msg`38%` }, { title: msg`Entrega mais rápida` }],
      },
    }
    expect(check([landing([grid])])).toMatchInlineSnapshot(
      `"landing › sections[0] (featureGrid) › items: items[1] ("Entrega mais rápida") has no \`stat\`, but \`variant: 'stat'\` shows each card's figure, large, above its title: that card would show a blank there. Give it a \`stat\`, or use \`variant: 'icon'\`"`,
    )
  })

  it('an image grid whose items lack images: their cards would show neither picture nor icon', () => {
    const grid: PageConfig['sections'][number] = {
      type: 'featureGrid',
      props: {
        title: msg`Como trabalhamos`,
        variant: 'image',
        items: [
          { title: msg`Descoberta`, icon: 'lightbulb' },
          { title: msg`Design`, image: { src: 'work/fintech-dashboard.png', decorative: true } },
          { title: msg`Entrega`, icon: 'rocket' },
        ],
      },
    }
    expect(check([landing([grid])])).toMatchInlineSnapshot(
      `"landing › sections[0] (featureGrid) › items: items[0] ("Descoberta") and items[2] ("Entrega") have no \`image\`, but \`variant: 'image'\` shows each card's picture and no icon: those cards would show neither. Give each of them an \`image\`, or use \`variant: 'icon'\`"`,
    )
  })

  it('an unknown icon name, with the closest names of the set', () => {
    const grid = (icons: string[]): PageConfig['sections'][number] => ({
      type: 'featureGrid',
      // @ts-expect-error -- deliberately unknown icon names
      props: { title: msg`Valores`, items: icons.map((icon) => ({ title: msg`Item`, icon })) },
    })
    expect(check([landing([grid(['sparkle', 'Rocket', 'arrow', 'whatsapp'])])])).toMatchInlineSnapshot(`
      "landing › sections[0] (featureGrid) › items[0].icon: "sparkle" is not an icon of the site's set (did you mean "sparkles"?); the names are in src/design/iconNames.ts
      landing › sections[0] (featureGrid) › items[1].icon: "Rocket" is not an icon of the site's set (did you mean "rocket"?); the names are in src/design/iconNames.ts
      landing › sections[0] (featureGrid) › items[2].icon: "arrow" is not an icon of the site's set (did you mean "arrow-right" or "arrow-up-right"?); the names are in src/design/iconNames.ts
      landing › sections[0] (featureGrid) › items[3].icon: "whatsapp" is not an icon of the site's set; it has: "app-window", "arrow-right", "arrow-up-right", "award", "badge-check", "bot", "brain-circuit", "chart-line", "check", "chevron-down", "chevron-left", "chevron-right", "clock", "cloud", "code-xml", "eye", "gauge", "globe", "handshake", "layers", "lightbulb", "mail", "map-pin", "menu", "message-circle", "monitor", "pen-tool", "phone", "piggy-bank", "play", "plug", "quote", "rocket", "scale", "shield-check", "shopping-cart", "sliders-horizontal", "smartphone", "sparkles", "sprout", "star", "target", "trending-up", "users", "workflow", "wrench", "x", "zap" (to add one, see src/design/iconNames.ts)"
    `)
  })
})
