import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { layouts } from '../../layouts'
import { sections, type Block } from '../../sections'
import { defineCollection } from '../../src/config/collections'
import { copySchema, publicFileSchema, type Copy } from '../../src/config/common'
import type { Image } from '../../src/config/image'
import type { PageConfig, PageDeclaration } from '../../src/config/pages'
import { STARTER_COPY } from '../../src/config/starterCopy'
import { formatConfigErrors } from '../../src/config/validate'
import { validateSite } from '../../src/config/validateSite'
import { testMedia, testNavigation, testPages, testPublicFiles, testSettings } from '../../src/testing/testSite'

const meta = { title: msg`Black Friday`, description: msg`Ofertas da Black Friday` }
const page = (sectionsOfPage: Block[], extra: Partial<PageConfig> = {}): PageConfig => ({
  id: 'black-friday',
  path: '/black-friday',
  layout: 'default',
  meta,
  sections: sectionsOfPage,
  ...extra,
})
/** The test site (home, contact, apps in pt-br and en-us only, an unprefixed card) plus the pages given. */
const check = (...pages: PageDeclaration[]) =>
  formatConfigErrors(
    validateSite(
      { pages: [...testPages, ...pages], navigation: testNavigation, settings: testSettings },
      { sections, layouts },
      { publicFiles: testPublicFiles, media: testMedia },
    ),
  )
/** One hero per link, its only action. */
const heroes = (...hrefs: string[]): Block[] =>
  hrefs.map((href) => ({ type: 'hero', props: { title: msg`Ofertas`, actions: [{ label: msg`Ver`, href }] } }))

describe('content errors name the page, the block and the field, and say how to fix it', () => {
  it("checks only the content of the pages asked for (the dev server's page), and every page's shape", () => {
    const scoped = (pages: PageDeclaration[], contentOf: (page: PageConfig) => boolean) =>
      validateSite(
        { pages: [...testPages, ...pages], navigation: testNavigation, settings: testSettings },
        { sections, layouts },
        { publicFiles: testPublicFiles, media: testMedia },
        contentOf,
      ).map((error) => error.where)
    const broken = page(heroes('/promocoes'))
    expect(scoped([broken], (each) => each.id === 'home')).toEqual([])
    expect(scoped([broken], (each) => each.id === 'black-friday')).toEqual([
      'black-friday › sections[0] (hero) › actions[0].href',
    ])
    expect(scoped([broken, page([], { id: 'no-path', path: 'sem-barra' })], (each) => each.id === 'home')).toEqual([
      'no-path › path',
    ])
  })

  it('accepts links that reach a page in every locale of theirs, anchors that exist, whole https, tel and mailto addresses', () => {
    const links = heroes(
      '/contact',
      '/pt-br/apps',
      '/contact#main',
      '#ofertas',
      'https://example.com/x',
      'tel:+551130000000',
      'mailto:hello@testco.example',
    )
    const appsPromo = page(heroes('/apps'), { id: 'apps-promo', path: '/apps-promo', locales: ['en-us'] })
    expect(check(page([...links, { ...links[0]!, id: 'ofertas' }]), appsPromo)).toBe('')
  })

  it('an internal link to a path no page serves in a locale the page is shown in', () => {
    expect(check(page(heroes('/promocoes', '/contcat#main', '/apps', '/es-es/apps', '/card')))).toMatchInlineSnapshot(`
      "black-friday › sections[0] (hero) › actions[0].href: "/promocoes" reaches no page in pt-br, en-us, es-es; no page has the path "/promocoes" (pages.config.ts lists the pages)
      black-friday › sections[1] (hero) › actions[0].href: "/contcat#main" reaches no page in pt-br, en-us, es-es; no page has the path "/contcat"; did you mean "/contact"? (pages.config.ts lists the pages)
      black-friday › sections[2] (hero) › actions[0].href: "/apps" reaches no page in es-es; page "apps" is served only at /pt-br/apps, /en-us/apps (see its \`locales\` and \`urls\`)
      black-friday › sections[3] (hero) › actions[0].href: "/es-es/apps" reaches no page; page "apps" is served only at /pt-br/apps, /en-us/apps (see its \`locales\` and \`urls\`)
      black-friday › sections[4] (hero) › actions[0].href: "/card" reaches no page in pt-br, en-us, es-es; page "card" is served only at /card (see its \`locales\` and \`urls\`)"
    `)
  })

  it('an anchor to an id the target page lacks', () => {
    const form: Block = {
      type: 'hero',
      id: 'form',
      props: { title: msg`Form`, actions: [{ label: msg`Ir`, href: '#form' }] },
    }
    expect(check(page([...heroes('#formulario', '/contact#form', '#main'), form]))).toMatchInlineSnapshot(`
      "black-friday › sections[0] (hero) › actions[0].href: "#formulario": page "black-friday" has no block with the id "formulario"; give the target block that \`id\`, or link one of: #form, #main
      black-friday › sections[1] (hero) › actions[0].href: "/contact#form": page "contact" has no block with the id "form"; give the target block that \`id\`, or link one of: #main"
    `)
  })

  it('an image, icon or logo path missing from public/, in blocks, meta and collection entries', () => {
    const collection = defineCollection({
      name: 'offers',
      schema: {
        type: 'object',
        properties: { slug: { type: 'string' }, title: copySchema, img: publicFileSchema },
        required: ['slug', 'title', 'img'],
      },
      entries: [{ slug: 'tv', title: msg`TV`, img: '/offers/tv.png' }],
    })
    const offers: PageDeclaration = {
      id: 'offer',
      path: '/ofertas/:slug',
      layout: 'default',
      collection,
      meta: (entry: { title: Copy }) => ({ title: entry.title, description: entry.title }),
      sections: () => [],
    }
    const blocks: Block[] = [
      {
        type: 'officialPartners',
        props: { title: msg`Parceiros`, partners: [{ name: 'Apps', img: '/icons/aps.svg' }] },
      },
      { type: 'logoWall', props: { title: msg`Clientes`, logos: [{ name: 'Acme', img: '/logos/acme.svg' }] } },
    ]
    expect(check(page(blocks, { meta: { ...meta, image: '/share/black-friday.png' } }), offers)).toMatchInlineSnapshot(`
      "collection offers › tv › img: "/offers/tv.png" is not a file in public/; add the file under public/ or fix the path
      black-friday › meta › image: "/share/black-friday.png" is not a file in public/; add the file under public/ or fix the path
      black-friday › sections[0] (officialPartners) › partners[0].img: "/icons/aps.svg" is not a file in public/ (did you mean "/icons/apps.svg"?); add the file under public/ or fix the path
      black-friday › sections[1] (logoWall) › logos[0].img: "/logos/acme.svg" is not a file in public/; add the file under public/ or fix the path"
    `)
  })

  it('alt text that is empty, blank or missing without `decorative: true`', () => {
    const logo = (name: string) => ({ name, img: '/logos/testco.svg' })
    const blocks: Block[] = [
      { type: 'logoWall', props: { title: msg`Clientes`, logos: [logo(' '), logo('Testco')] } },
      { type: 'richText', props: { image: { src: 'art/logo.svg' } } },
      { type: 'richText', props: { image: { src: 'art/logo.svg', alt: msg` ` } } },
      { type: 'richText', props: { image: { src: 'art/logo.svg', alt: msg`Apps`, decorative: true } } },
      { type: 'richText', props: { image: { src: 'art/logo.svg', decorative: true } } },
    ]
    expect(check(page(blocks))).toMatchInlineSnapshot(`
      "black-friday › sections[0] (logoWall) › logos[0].name: is blank, but it is read aloud in place of the image; write the name it shows
      black-friday › sections[1] (richText) › image: needs \`alt: msg\`…\`\` saying what the image shows, or \`decorative: true\` when it adds nothing to the text around it
      black-friday › sections[2] (richText) › image.alt: is empty; write its text inside msg\`…\` (an empty text would show as a code)
      black-friday › sections[3] (richText) › image: has both \`alt\` and \`decorative: true\`; keep \`alt\` if the image shows something the text does not say, else \`decorative: true\`"
    `)
  })

  it('alt text that is the file name or a placeholder word (issue 38 point 2)', () => {
    const picture = (alt: string, src = 'screens/square-photo.jpg'): Block => ({
      type: 'richText',
      props: { image: { src, alt: { id: alt, message: alt } } },
    })
    const logo = (name: string) => ({ name, img: '/logos/testco.svg' })
    const blocks: Block[] = [
      picture('square-photo.jpg'),
      picture('square-photo'),
      picture('Square_Photo'),
      picture('screens/square-photo.jpg'),
      picture('ana', 'team/ana.jpg'),
      picture('Foto'),
      picture('imagem'),
      picture(' Image. '),
      picture('IMG_2041'),
      picture('foto-1.png'),
      { type: 'logoWall', props: { title: msg`Clientes`, logos: [logo('testco.svg'), logo('Logo'), logo('Testco')] } },
      // What the picture shows, even in a word or a name, is alt text.
      picture('Square photo of the team'),
      picture('Ana', 'team/ana.jpg'),
      picture('Fotografia aérea do escritório'),
    ]
    expect(check(page(blocks))).toMatchInlineSnapshot(`
      "black-friday › sections[0] (richText) › image.alt: "square-photo.jpg" is the picture's file name, which a screen reader would read out in its place; write what the picture shows (e.g. msg\`Ana e Bruno revisando o protótipo na tela\`), or set \`decorative: true\` if it adds nothing to the text around it
      black-friday › sections[1] (richText) › image.alt: "square-photo" is the picture's file name, which a screen reader would read out in its place; write what the picture shows (e.g. msg\`Ana e Bruno revisando o protótipo na tela\`), or set \`decorative: true\` if it adds nothing to the text around it
      black-friday › sections[2] (richText) › image.alt: "Square_Photo" is the picture's file name, which a screen reader would read out in its place; write what the picture shows (e.g. msg\`Ana e Bruno revisando o protótipo na tela\`), or set \`decorative: true\` if it adds nothing to the text around it
      black-friday › sections[3] (richText) › image.alt: "screens/square-photo.jpg" is the picture's file name, which a screen reader would read out in its place; write what the picture shows (e.g. msg\`Ana e Bruno revisando o protótipo na tela\`), or set \`decorative: true\` if it adds nothing to the text around it
      black-friday › sections[4] (richText) › image.alt: "ana" is the picture's file name, which a screen reader would read out in its place; write what the picture shows (e.g. msg\`Ana e Bruno revisando o protótipo na tela\`), or set \`decorative: true\` if it adds nothing to the text around it
      black-friday › sections[5] (richText) › image.alt: "Foto" only says that there is a picture, which a screen reader announces anyway; write what the picture shows (e.g. msg\`Ana e Bruno revisando o protótipo na tela\`), or set \`decorative: true\` if it adds nothing to the text around it
      black-friday › sections[6] (richText) › image.alt: "imagem" only says that there is a picture, which a screen reader announces anyway; write what the picture shows (e.g. msg\`Ana e Bruno revisando o protótipo na tela\`), or set \`decorative: true\` if it adds nothing to the text around it
      black-friday › sections[7] (richText) › image.alt: " Image. " only says that there is a picture, which a screen reader announces anyway; write what the picture shows (e.g. msg\`Ana e Bruno revisando o protótipo na tela\`), or set \`decorative: true\` if it adds nothing to the text around it
      black-friday › sections[8] (richText) › image.alt: "IMG_2041" only says that there is a picture, which a screen reader announces anyway; write what the picture shows (e.g. msg\`Ana e Bruno revisando o protótipo na tela\`), or set \`decorative: true\` if it adds nothing to the text around it
      black-friday › sections[9] (richText) › image.alt: "foto-1.png" is a file name, which a screen reader would read out in the picture's place; write what the picture shows (e.g. msg\`Ana e Bruno revisando o protótipo na tela\`), or set \`decorative: true\` if it adds nothing to the text around it
      black-friday › sections[10] (logoWall) › logos[0].name: "testco.svg" is a file name, but it is read aloud in place of the logo; write the brand's name
      black-friday › sections[10] (logoWall) › logos[1].name: "Logo" only says that there is a picture, but it is read aloud in place of the logo; write the brand's name"
    `)
  })

  it('an image whose file is missing, unsafe, of a format the site does not serve, too heavy, too large or too narrow', () => {
    const hero = (image: Image): Block => ({
      type: 'hero',
      props: { title: msg`Ofertas`, actions: [{ label: msg`Ver`, href: '/contact' }], image },
    })
    const blocks: Block[] = [
      hero({ src: 'team/ana.jpg', alt: msg`Ana na reunião de kickoff`, focus: { x: 30, y: 20 } }),
      hero({ src: 'team/ana.jpg', phone: 'team/ana-phone.jpg', decorative: true }),
      hero({ src: 'art/logo.svg', decorative: true }),
      hero({ src: 'team/anna.jpg', decorative: true }),
      hero({ src: 'team/small.jpg', decorative: true }),
      hero({ src: 'team/ana.jpg', phone: 'team/smal.jpg', decorative: true }),
      hero({ src: 'team/anim.gif', decorative: true }),
      hero({ src: 'team/huge.png', decorative: true }),
      hero({ src: 'art/tracker.svg', decorative: true }),
      { type: 'richText', props: { image: { src: 'team/small.jpg', decorative: true } } },
      hero({ src: 'team/giant.png', decorative: true }),
    ]
    expect(check(page(blocks))).toMatchInlineSnapshot(`
      "black-friday › sections[3] (hero) › image: src "team/anna.jpg" is not a file in content/media/ (did you mean "team/ana.jpg"?); add the file there or fix the path
      black-friday › sections[5] (hero) › image: phone "team/smal.jpg" is not a file in content/media/ (did you mean "team/small.jpg"?); add the file there or fix the path
      black-friday › sections[6] (hero) › image: src "team/anim.gif" is GIF, which the site does not serve; save it as JPEG (photos), PNG (screenshots), WebP, AVIF or SVG
      black-friday › sections[7] (hero) › image: src "team/huge.png" is 24 MB, over the 20 MB limit; export it smaller (JPEG quality 85 at 3000 px wide is plenty)
      black-friday › sections[8] (hero) › image: src "art/tracker.svg" has a <script>; an SVG image may not run scripts: remove it
      black-friday › sections[10] (hero) › image: src "team/giant.png" is 10000 × 5000 px (50 megapixels), over the 40-megapixel limit; export it smaller (3000 px wide is plenty)
      black-friday › sections[4] (hero) › image: src "team/small.jpg" is 800 px wide, but hero.image shows it up to 576 px wide, so a 2× screen needs 1152 px; use a source at least 1152 px wide
      black-friday › sections[9] (richText) › image: src "team/small.jpg" is 800 px wide, but richText.image shows it up to 672 px wide, so a 2× screen needs 1344 px; use a source at least 1344 px wide"
    `)
  })

  it('a screen cropped by its place, a picture whose text shows too small, a locale version named as the source', () => {
    const hero = (image: Image): Block => ({
      type: 'hero',
      props: { title: msg`Ofertas`, actions: [{ label: msg`Ver`, href: '/contact' }], image },
    })
    const blocks: Block[] = [
      hero({ src: 'screens/square.png', decorative: true }),
      // A photo may be cropped to its place (around its focus); a 4:3 screen fits a 4:3 place.
      hero({ src: 'screens/square-photo.jpg', decorative: true }),
      hero({ src: 'screens/sales.png', decorative: true }),
      hero({ src: 'screens/dense.png', decorative: true }),
      hero({ src: 'screens/sales.en-us.png', decorative: true }),
    ]
    expect(check(page(blocks))).toMatchInlineSnapshot(`
      "black-friday › sections[4] (hero) › image: src "screens/sales.en-us.png" names the en-us version of a picture, which every locale would then show; write src: 'screens/sales.png' and each page shows its own locale's version (en-us pages the .en-us file)
      black-friday › sections[0] (hero) › image: src "screens/square.png" is 1600 × 1600 px, but hero.image shows it at 4:3, cutting 25 % of it away; a screen (PNG) may lose at most 2 %: export it at 4:3 (1600 × 1200 px)
      black-friday › sections[3] (hero) › image: src "screens/dense.png" shows its smallest text ("Faturamento do mês") at 5.7 px in hero.image on a 1280 px screen (11.5 px in a picture laid out 960 px wide, shown 472 px wide), under 11 px; lay the picture out at 472 px wide with text of at least 11 px (scripts/media-art/)"
    `)
  })

  it('an empty or blank message', () => {
    const blocks: Block[] = [{ type: 'hero', props: { title: msg``, actions: [{ label: msg` `, href: '/contact' }] } }]
    expect(check(page(blocks, { meta: { title: msg`Black Friday`, description: msg`  ` } }))).toMatchInlineSnapshot(`
      "black-friday › meta › description: is empty; write its text inside msg\`…\` (an empty text would show as a code)
      black-friday › sections[0] (hero) › title: is empty; write its text inside msg\`…\` (an empty text would show as a code)
      black-friday › sections[0] (hero) › actions[0].label: is empty; write its text inside msg\`…\` (an empty text would show as a code)"
    `)
  })

  it('placeholder text left from the new:page starter', () => {
    const starter = (message: string) => ({ id: message, message })
    const blocks: Block[] = [
      {
        type: 'hero',
        props: { title: starter(STARTER_COPY.heroTitle), actions: [{ label: msg`Ver`, href: '/contact' }] },
      },
    ]
    expect(check(page(blocks, { meta: { ...meta, title: starter(STARTER_COPY.title) } }))).toMatchInlineSnapshot(`
      "black-friday › meta › title: still has the new:page placeholder "Título da página: aparece na aba do navegador e no resultado de busca"; write this page's own text in its place
      black-friday › sections[0] (hero) › title: still has the new:page placeholder "Título principal: a promessa da página em uma frase"; write this page's own text in its place"
    `)
  })

  it('a page id used twice, by a page or a collection page, named by both paths', () => {
    const collection = defineCollection({ name: 'offers', schema: { type: 'object' }, entries: [{ slug: 'tv' }] })
    const offers: PageDeclaration = {
      id: 'home',
      path: '/ofertas/:slug',
      layout: 'default',
      collection,
      meta: () => meta,
      sections: () => [],
    }
    expect(check(page([], { id: 'contact' }))).toMatchInlineSnapshot(
      `"contact: page id "contact" is used by the page at "/contact" and by the page at "/black-friday"; give each page its own id"`,
    )
    expect(check(offers)).toMatchInlineSnapshot(
      `"home: page id "home" is used by the page at "/ofertas/:slug" and by the page at "/"; give each page its own id"`,
    )
  })

  it('an unknown field, listing the valid ones', () => {
    // @ts-expect-error -- deliberately unknown fields in a block, the page and its meta
    const broken: PageConfig = page([{ type: 'hero', props: { titel: msg`Olá`, actions: [] } }], {
      meta: { ...meta, imagem: '/share/testco.png' },
      local: ['pt-br'],
    })
    expect(check(broken)).toMatchInlineSnapshot(`
      "black-friday › local: is not a known field here (did you mean "locales"?); the fields here are: id, path, meta, layout, locales, slugs, urls, noindex, hideConsentBanner, sections
      black-friday › meta.imagem: is not a known field here (did you mean "image"?); the fields here are: title, description, image
      black-friday › sections[0] (hero) › title: is required
      black-friday › sections[0] (hero) › titel: is not a known field here (did you mean "title"?); the fields here are: eyebrow, title, subtitle, actions, proof, replyTime, image, variant, imageFrom, tone
      black-friday › sections[0] (hero) › actions: must NOT have fewer than 1 items"
    `)
  })

  it('an https:// link without a host, or not a valid address', () => {
    expect(check(page(heroes('https://', 'https://exa mple.com', 'https://localhost')))).toMatchInlineSnapshot(`
      "black-friday › sections[0] (hero) › actions[0].href: "https://" is not a valid address; write the whole URL, like "https://example.com/page"
      black-friday › sections[1] (hero) › actions[0].href: "https://exa mple.com" is not a valid address; write the whole URL, like "https://example.com/page"
      black-friday › sections[2] (hero) › actions[0].href: "https://localhost" is not a valid address; write the whole URL, like "https://example.com/page""
    `)
  })
})
