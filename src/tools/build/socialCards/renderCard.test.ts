import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { lengthenText } from '../../../gallery/lengthen'
import { cardFontChain, missingGlyphs } from './cardFonts'
import { CARD_DESIGN } from './design'
import {
  cardGlyphProblem,
  cardKey,
  cardTitleText,
  createCardRenderer,
  titleLayerSvg,
  type CardInput,
  type CardRenderer,
} from './renderCard'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const brand = { name: 'Testco', host: 'testco.example', logo: undefined }
const card = (title: string): CardInput => ({ title, brand })

let render: CardRenderer
beforeAll(async () => {
  render = await createCardRenderer()
})

/** The outline of the glyphs of a one-line title layer (satori draws text as one path). */
const outline = async (text: string) => /<path[^>]* d="([^"]*)"/.exec(await titleLayerSvg(text))?.[1]

/** Latin Extended (with a stacked Vietnamese accent), the trade mark and the rupee, then Hebrew and Arabic. */
const WORLD = ['Łódź İstanbul ™ ₹ ễ', 'שלום עולם', 'مرحبا بالعالم']

/** A PNG's colour type (IHDR byte 9): 3 is a palette, 2 true colour. */
const PALETTE_COLOUR_TYPE = 3

async function expectCard(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
  const { width, height, format } = await sharp(png).metadata()
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' })
  expect(png[25]).toBe(PALETTE_COLOUR_TYPE)
  // The true-colour cards were 88–130 KB; the palette ones are about half (the longest title of the site: 66 KB).
  expect(png.length).toBeLessThanOrEqual(80 * 1024)
}

describe('social card rendering', () => {
  it('renders a 1200×630 palette PNG under 80 KB (regression: true-colour PNGs of 88–130 KB)', async () => {
    await expectCard(await render(card('Fábrica de software sob medida')))
  })

  it('renders different titles to different bytes, the same title to the same bytes', async () => {
    const [a, b, again] = await Promise.all([
      render(card('Serviços')),
      render(card('Services')),
      render(card('Serviços')),
    ])
    expect(a.equals(b)).toBe(false)
    expect(a.equals(again)).toBe(true)
  })

  it('draws markup and quotes as text, and survives emoji and very long (pseudo-localized) titles', async () => {
    const long = lengthenText(
      'Transformação digital com inteligência artificial para empresas que querem crescer '.repeat(4),
    )
    for (const title of ['<script>alert("x")</script> & \'quotes\'', 'Lançamento 🚀 com IA 👩‍💻', long, '🚀'])
      await expectCard(await render(card(title)))
    const markup = await render(card('<b>Bold</b> & "more"'))
    expect(markup.equals(await render(card('Bold & more')))).toBe(false)
  })

  it('draws every glyph of Latin Extended, ™, ₹, Hebrew and Arabic from its font chain: no .notdef box', async () => {
    for (const title of WORLD) {
      expect(missingGlyphs(title), title).toEqual([])
      // Every character is in the cmap of a font of the chain (fontkit), each title loads only the fonts it needs.
      const chain = cardFontChain()
      for (const character of title.replace(/\s/g, ''))
        expect(
          chain.some((font) => font.cmap.hasGlyphForCodePoint(character.codePointAt(0)!)),
          character,
        ).toBe(true)
      await expectCard(await render(card(title)))
    }
    // What satori draws for a character no font has (Inter's .notdef box, the one font the cards had): each
    // character alone, at the same size and place, is drawn otherwise.
    const box = await outline('\ue000')
    expect(box).toMatch(/^M/)
    for (const character of new Set(WORLD.join('').replace(/\s/g, '')))
      expect(await outline(character), character).not.toBe(box)
    // ễ is its own glyph, its two accents stacked, not ê with a tilde laid over.
    expect(await titleLayerSvg('ễ')).not.toBe(await titleLayerSvg('ê'))
    expect((await titleLayerSvg('ễ')).match(/<path/g)).toHaveLength(1)
  })

  it('draws ™ on the card', async () => {
    expect((await render(card('Nuvora ™'))).equals(await render(card('Nuvora')))).toBe(false)
  })

  it('loads for a title only the fonts its characters need', () => {
    const names = (title: string) =>
      cardFontChain()
        .filter((font) => font.usedBy(title))
        .map((font) => font.name)
    expect(names('Início')).toEqual(['Inter'])
    expect(names('Łódź ₹')).toEqual(['Inter', 'Inter Latin Extended'])
    expect(names('שלום')).toEqual(['Inter', 'Noto Sans Hebrew'])
  })

  it('refuses a title with characters no font draws, naming the title and the characters', async () => {
    expect(missingGlyphs('Preços 价格')).toEqual(['价', '格'])
    expect(cardGlyphProblem('Preços 价格', 'Testco')).toBe(
      'the social card of "Preços 价格" cannot draw 价 (U+4EF7), 格 (U+683C): no font of the card has them; add one that does (an @fontsource/* package\'s .woff) to the chain in src/tools/build/socialCards/design.ts, or write the title without them',
    )
    await expect(render(card('Preços 价格'))).rejects.toThrow(/cannot draw 价 \(U\+4EF7\), 格 \(U\+683C\)/)
  })

  it('keeps what the card can draw: no emoji, one line of spaces, at most a few hundred characters', () => {
    expect(cardTitleText('Lançamento 🚀  com\nIA 👩‍💻', 'Testco')).toBe('Lançamento com IA')
    expect(cardTitleText('🚀', 'Testco')).toBe('Testco')
    // Symbols that are text by default (™, ©, ®) are drawn when a font has them, not dropped as emoji.
    expect(cardTitleText('Łódź İstanbul ™ ₹ ễ', 'Testco')).toBe('Łódź İstanbul ™ ₹ ễ')
    expect(cardTitleText('Nuvora® © 2025 ✔', 'Testco')).toBe('Nuvora® © 2025')
    expect(cardTitleText('a'.repeat(1000), 'Testco').length).toBeLessThanOrEqual(300)
  })

  it('keys a card by what it shows and the design, so a changed title or design renders anew', () => {
    expect(cardKey(card('A'))).toBe(cardKey(card('A')))
    expect(cardKey(card('A'))).not.toBe(cardKey(card('B')))
    expect(cardKey({ title: 'A', brand: { ...brand, host: 'other.example' } })).not.toBe(cardKey(card('A')))
    expect(cardKey(card('A'), { ...CARD_DESIGN, version: 99 })).not.toBe(cardKey(card('A')))
  })
})
