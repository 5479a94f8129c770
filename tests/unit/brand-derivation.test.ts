import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { afterAll, describe, expect, it } from 'vitest'
import { accent, ink, sand } from '../../scripts/media-art/palette'
import { brandFiles } from '../../src/tools/build/brand/brandFiles'
import { brandProblems } from '../../src/tools/build/brand/brandProblems'
import { artRamps, cardColours, RAMPS } from '../../src/tools/build/brand/brandRamps'
import { CLIENT_LOGO_FILE, readClientLogo } from '../../src/tools/build/brand/clientLogo'
import { cardDesign, CARD_DESIGN } from '../../src/tools/build/socialCards/design'
import { cardKey } from '../../src/tools/build/socialCards/renderCard'
import { CAROUSEL_LAYOUTS } from '../../src/design/carouselLayouts'
import { carouselCss } from '../../src/design/carouselCss'
import { parseTokens } from '../../src/design/parseTokens'

const root = join(import.meta.dirname, '../..')
const TOKENS_CSS = readFileSync(join(root, 'src/design/tokens.css'), 'utf8')
const tokens = parseTokens(TOKENS_CSS)
const lower = (ramp: Record<string, string>) =>
  Object.fromEntries(Object.entries(ramp).map(([step, value]) => [step, value.toLowerCase()]))

/** A project folder with only what the brand reads: its token file and, when given, a client logo. */
const folders: string[] = []
function project(css: string, logo?: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'brand-'))
  folders.push(folder)
  mkdirSync(join(folder, 'src/design'), { recursive: true })
  writeFileSync(join(folder, 'src/design/tokens.css'), css)
  if (logo !== undefined) {
    mkdirSync(join(folder, 'content/brand'), { recursive: true })
    writeFileSync(join(folder, CLIENT_LOGO_FILE), logo)
  }
  return folder
}
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

const RESKIN = TOKENS_CSS.replace('--coral-500: #ff5b35;', '--coral-500: #e8590c;')

describe('the art palette and the social cards are the tokens’ colours (one source of truth)', () => {
  it('the art palette (scripts/media-art/palette.ts) is the ramps of tokens.css: ink-400 is the same in both', () => {
    const palette = tokens.palette
    expect(lower(ink)).toEqual(Object.fromEntries(RAMPS.ink.map((step) => [step, palette[`ink-${step}`]])))
    expect(lower(accent)).toEqual(Object.fromEntries(RAMPS.coral.map((step) => [step, palette[`coral-${step}`]])))
    expect(lower(sand)).toEqual(Object.fromEntries(RAMPS.sand.map((step) => [step, palette[`sand-${step}`]])))
    expect(ink[400].toLowerCase()).toBe('#687993')
  })

  it('the social cards’ colours are the tokens’ (the same colours as before the derivation)', () => {
    expect(CARD_DESIGN.colors).toEqual(cardColours(tokens))
    expect(CARD_DESIGN.colors).toEqual({
      backgroundFrom: '#0c1727',
      backgroundTo: '#070e1a',
      accent: '#ff5b35',
      art: 'rgba(211, 217, 226, 0.14)',
      title: '#ffffff',
      brand: '#ffffff',
      host: '#ffc9b8',
    })
  })

  it('the social cards draw Inter while the brand face has no file satori reads (only a variable WOFF2)', () => {
    expect(CARD_DESIGN.font.name).toBe('Inter')
  })

  it('a new brand colour reaches the art palette, the favicon, the logo file and the cards, and their cache key', async () => {
    const reskinned = parseTokens(RESKIN)
    expect(artRamps(reskinned).accent[500]).toBe('#E8590C')
    const design = cardDesign(reskinned)
    expect(design.colors.accent).toBe('#e8590c')
    expect(design.logo.svg).toContain('fill="#e8590c"')
    const title = { title: 'Serviços', brand: { name: 'Nuvora', host: 'nuvora.example' } }
    expect(cardKey(title, design)).not.toBe(cardKey(title, CARD_DESIGN))
    const files = await brandFiles(project(RESKIN))
    expect(files['public/favicon.svg']).toContain('fill="#e8590c"')
    expect(files['public/logos/nuvora.svg']).toContain('fill="#e8590c"')
    expect(files['public/favicon.svg']).not.toContain('#ff5b35')
  })

  it('the files made from the brand are what tokens.css and the logo make (npm run brand writes them)', async () => {
    for (const [path, text] of Object.entries(await brandFiles(root)))
      expect(readFileSync(join(root, path), 'utf8'), `${path}: run npm run brand`).toBe(text)
  })
})

describe('the carousel geometry is written from carouselLayouts.ts, not copied by hand', () => {
  const css = carouselCss(CAROUSEL_LAYOUTS)

  it('sets each layout’s slides per view and spacing at each width, as keen-slider’s options', () => {
    expect(css).toContain('.carousel-four-two-one {\n  --carousel-per-view: 4;\n  --carousel-spacing: 32px;\n}')
    expect(css).toMatch(/@media \(width <= 1024px\) \{[^@]*\.carousel-four-two-one \{\s+--carousel-per-view: 2;/)
    expect(css).toMatch(/@media \(width <= 640px\) \{[^@]*\.carousel-three-one \{\s+--carousel-per-view: 1\.2;/)
  })

  it('leaves out the controls where every slide fits', () => {
    expect(css).toContain(
      '@media (width > 1024px) {\n  .carousel-four-two-one:not(:has(.keen-slider__slide:nth-child(5))) > .carousel-controls {\n    display: none;',
    )
    expect(css).toContain('.carousel-three-one:not(:has(.keen-slider__slide:nth-child(2))) > .carousel-controls')
  })

  it('a layout changed in carouselLayouts.ts changes the CSS', () => {
    const changed = carouselCss({
      ...CAROUSEL_LAYOUTS,
      'three-one': {
        ...CAROUSEL_LAYOUTS['three-one'],
        options: { ...CAROUSEL_LAYOUTS['three-one'].options, slides: { perView: 5, spacing: 24 } },
      },
    })
    expect(changed).toContain('.carousel-three-one {\n  --carousel-per-view: 5;\n  --carousel-spacing: 24px;\n}')
    expect(changed).toContain('.carousel-three-one:not(:has(.keen-slider__slide:nth-child(6)))')
  })
})

describe('a client’s own SVG logo (content/brand/logo.svg)', () => {
  const LOGO =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30" width="120" height="30"><rect width="30" height="30" fill="#e8590c"/><path d="M40 5h70v20H40z" fill="currentColor"/></svg>'

  it('replaces the generated mark in the header, footer, favicon, logo file and cards', async () => {
    const folder = project(TOKENS_CSS, LOGO)
    const files = await brandFiles(folder)
    const module = files['src/design/clientLogo.generated.ts']!
    expect(module).toContain('width: 120')
    expect(module).toContain('M40 5h70v20H40z')
    // The favicon and the logo file draw it; currentColor takes the colour of text on their background.
    expect(files['public/favicon.svg']).toContain('M40 5h70v20H40z')
    expect(files['public/favicon.svg']).toContain('color="#ffffff"')
    expect(files['public/logos/nuvora.svg']).toContain('color="#0c1727"')
    const design = cardDesign(tokens, readClientLogo(folder).logo)
    expect(design.logo.svg).toContain('M40 5h70v20H40z')
    expect(design.logo.svg).toContain('color="#ffffff"')
    expect(design.logo).toMatchObject({ height: 56, width: 224 })
  })

  it('without one, the header module holds none and the generated mark is drawn', async () => {
    const files = await brandFiles(project(TOKENS_CSS))
    expect(files['src/design/clientLogo.generated.ts']).toContain('CLIENT_LOGO: ClientLogo | undefined = undefined')
  })

  it('without one, the header module is written as Prettier writes it, though Prettier is not run for it', async () => {
    const module = (await brandFiles(project(TOKENS_CSS)))['src/design/clientLogo.generated.ts']!
    const path = join(root, 'src/design/clientLogo.generated.ts')
    expect(await format(module, { ...(await resolveConfig(path)), plugins: [], filepath: path })).toBe(module)
  })

  it('is refused by the same SVG safety as the other images, naming the file and the fix', () => {
    const unsafe = LOGO.replace('<rect', '<script>alert(1)</script><rect')
    expect(brandProblems(project(TOKENS_CSS, unsafe))).toEqual([
      {
        where: CLIENT_LOGO_FILE,
        message: 'has a <script>; an SVG image may not run scripts: remove it',
      },
    ])
  })
})

describe('the brand check (npm run check:config and the build)', () => {
  it('passes the site’s tokens', () => {
    expect(brandProblems(root)).toEqual([])
  })

  it('refuses tokens that fail contrast, naming the pair, both colours, the ratio and the fix', () => {
    const problems = brandProblems(project(TOKENS_CSS.replace('--ink-600: #33476a;', '--ink-600: #8a9ab0;')))
    expect(problems[0]).toEqual({
      where: 'src/design/tokens.css › light surface › fg-muted on surface',
      message:
        'text #8a9ab0 on #ffffff has a contrast of 2.87:1, below the 4.5:1 WCAG AA asks of text: make --fg-muted (--ink-600) darker (#6a7788 or darker passes on this background), or --surface (--paper) lighter',
    })
  })

  it('refuses a token file without a colour the pictures and cards are drawn with', () => {
    const problems = brandProblems(project(TOKENS_CSS.replace('--coral-200: #ffc9b8;\n', '')))
    expect(problems).toEqual([
      {
        where: 'src/design/tokens.css › :root',
        message:
          'sets no --coral-200, a colour of the brand’s palette the pictures (scripts/media-art/palette.ts) and social cards are drawn with; add it to the palette block',
      },
    ])
  })
})

describe('a client logo is made fit for the page', () => {
  const folder = (logo: string) => project(readFileSync(join(root, 'src/design/tokens.css'), 'utf8'), logo)
  const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30">${body}</svg>`

  it('its styles become attributes, its classes go, its ids are its own', async () => {
    const files = await brandFiles(
      folder(
        svg(
          '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect class="h-8" style="fill:url(#g)" width="30" height="30"/>',
        ),
      ),
    )
    const module = files['src/design/clientLogo.generated.ts']!
    expect(module).toContain('fill="url(#brand-logo__a)"')
    expect(module).not.toMatch(/class=|style=|id="g"/)
  })

  it('is refused when a style is left that the page’s Content-Security-Policy would block', () => {
    const [problem] = brandProblems(folder(svg('<rect style="mix-blend-mode:multiply" width="30" height="30"/>')))
    expect(problem).toEqual({
      where: CLIENT_LOGO_FILE,
      message:
        'has a style the page\'s Content-Security-Policy would block (style="mix-blend-mode:multiply"); export it with presentation attributes (Illustrator: Styling › Presentation Attributes)',
    })
  })

  it('is refused without a size', () => {
    const [problem] = brandProblems(
      folder('<svg xmlns="http://www.w3.org/2000/svg"><rect width="30" height="30"/></svg>'),
    )
    expect(problem?.message).toMatch(/^declares no size; give its <svg> a viewBox/)
  })
})
