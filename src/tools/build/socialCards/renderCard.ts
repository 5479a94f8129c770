import { createHash } from 'node:crypto'
import type Satori from 'satori'
import { SOCIAL_CARD } from '../../../render/socialCard'
import { cardFontsDigest, cardFontsFor, missingGlyphs } from './cardFonts'
import { CARD_DESIGN, type CardDesign } from './design'

/** The brand every card shows: the host at the bottom, the name when a title has nothing to draw (the logo is the design's). */
export interface CardBrand {
  name: string
  /** `nuvora.example`: the site's host, without `www.`. */
  host: string
}

/** What one card shows. */
export interface CardInput {
  title: string
  brand: CardBrand
}

/** Draws a card: a 1200×630 PNG. */
export type CardRenderer = (input: CardInput) => Promise<Buffer>

const { width: WIDTH, height: HEIGHT } = SOCIAL_CARD
const MARGIN = 72
/** The title's box: below the brand line, above the host line; the title is clamped to its lines. */
const TITLE_BOX = { left: MARGIN, top: 176, width: WIDTH - 2 * MARGIN - 40, height: 300 }
const MAX_TITLE_CHARS = 300
/** Emoji modifiers, joiners, variation selectors and the keycap mark: parts of emoji, never drawn. */
const EMOJI_PARTS = /\p{Emoji_Modifier}|\u200d|\ufe0e|\ufe0f|\u20e3/gu
/** Pictographs, emoji or not: ™, © and ® are text by default and drawn when a font has them; 🚀 is dropped. */
const PICTOGRAPHS = /\p{Extended_Pictographic}/gu

/**
 * The title as the card draws it: no emoji (no font of the card has them; a pictograph a font draws, ™ or ©,
 * stays), whitespace collapsed to single spaces, at most `MAX_TITLE_CHARS` (the layout clamps it to four lines with
 * an ellipsis anyway); the brand name when nothing is left. Satori lays text out as text, never as markup, so `<`,
 * `&` and quotes are drawn as they are.
 */
export function cardTitleText(title: string, brandName: string, design: CardDesign = CARD_DESIGN): string {
  const text = title
    .normalize('NFC')
    .replace(PICTOGRAPHS, (pictograph) => (missingGlyphs(pictograph, design).length > 0 ? ' ' : pictograph))
    .replace(EMOJI_PARTS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return ([...text].slice(0, MAX_TITLE_CHARS).join('') || brandName).trim()
}

/** The title's size: large for a short title, smaller as it grows, so most fit in three lines. */
function titleSize(text: string): { fontSize: number; lines: number } {
  if (text.length <= 28) return { fontSize: 84, lines: 3 }
  if (text.length <= 60) return { fontSize: 70, lines: 3 }
  return { fontSize: 58, lines: 4 }
}

/**
 * Why the card of a page titled `title` cannot be drawn: characters of the title as drawn that no font of the
 * chain has (satori would draw an empty box for each), named with their code points, and the fix. Undefined when
 * every character has a glyph. The export checks every card with it before drawing any (`writeSocialCards`).
 */
export function cardGlyphProblem(
  title: string,
  brandName: string,
  design: CardDesign = CARD_DESIGN,
): string | undefined {
  return glyphProblem(`the social card of "${title}"`, cardTitleText(title, brandName, design), design)
}

function glyphProblem(what: string, text: string, design: CardDesign): string | undefined {
  const missing = missingGlyphs(text, design)
  if (missing.length === 0) return undefined
  const named = missing.map((character) => {
    const code = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')
    return `${character} (U+${code})`
  })
  return `${what} cannot draw ${named.join(', ')}: no font of the card has them; add one that does (an @fontsource/* package's .woff) to the chain in src/tools/build/socialCards/design.ts, or write the title without them`
}

/**
 * The cache key of a card: a hash of everything that decides its pixels (the title as drawn, the brand, the design,
 * the font files' bytes). Two pages whose cards would be identical share one rendering.
 */
export function cardKey({ title, brand }: CardInput, design: CardDesign = CARD_DESIGN): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        title: cardTitleText(title, brand.name, design),
        brand,
        design,
        fonts: cardFontsDigest(design),
        size: SOCIAL_CARD,
      }),
    )
    .digest('hex')
    .slice(0, 32)
}

// Satori takes React-like elements: plain objects are enough, so the build needs no JSX here.
type Style = Record<string, string | number>
interface Element {
  type: string
  props: {
    style?: Style
    children?: Element | string | Array<Element | string>
    src?: string
    width?: number
    height?: number
  }
}
const div = (style: Style, ...children: Array<Element | string>): Element => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.length === 1 ? children[0] : children },
})

/** What all cards of a brand share, drawn once: background, art, brand line, host line. */
function backdrop(brand: CardBrand, { colors, font, logo }: CardDesign): Element {
  const ring = (size: number, opacity: number): Element =>
    div({
      position: 'absolute',
      right: 140 - size / 2,
      bottom: 90 - size / 2,
      width: size,
      height: size,
      borderRadius: size / 2,
      border: `2px solid ${colors.art}`,
      opacity,
    })
  // Satori sizes boxes without their padding (content-box), so every part is placed absolutely on the canvas.
  return div(
    {
      width: WIDTH,
      height: HEIGHT,
      position: 'relative',
      backgroundImage: `linear-gradient(135deg, ${colors.backgroundFrom} 0%, ${colors.backgroundFrom} 45%, ${colors.backgroundTo} 100%)`,
      fontFamily: font.name,
    },
    // A glow of the brand colour behind the top right corner, rings around the bottom right.
    div({
      position: 'absolute',
      right: -260,
      top: -320,
      width: 820,
      height: 820,
      backgroundImage: `radial-gradient(circle, ${colors.accent} 0%, rgba(79, 70, 229, 0) 68%)`,
      opacity: 0.55,
    }),
    ring(180, 1),
    ring(340, 0.8),
    ring(500, 0.6),
    ring(660, 0.4),
    // The site's logo: the mark and the wordmark, outlined (no text to lay out).
    div(
      { position: 'absolute', left: MARGIN, top: MARGIN },
      {
        type: 'img',
        props: {
          src: `data:image/svg+xml;base64,${Buffer.from(logo.svg).toString('base64')}`,
          width: logo.width,
          height: logo.height,
        },
      },
    ),
    div(
      { position: 'absolute', left: MARGIN, bottom: MARGIN - 8, alignItems: 'center' },
      div({ width: 48, height: 6, borderRadius: 3, backgroundColor: colors.accent, marginRight: 20 }),
      div({ fontSize: 28, color: colors.host, letterSpacing: 0.5 }, brand.host),
    ),
  )
}

/** The one part that differs between cards: the title, on a transparent box laid over the backdrop. */
function titleLayer(text: string, { colors, font }: CardDesign): Element {
  const { fontSize, lines } = titleSize(text)
  return div(
    { width: TITLE_BOX.width, height: TITLE_BOX.height, alignItems: 'center', fontFamily: font.name },
    div(
      {
        display: 'block',
        fontSize,
        lineHeight: 1.12,
        letterSpacing: -0.5,
        color: colors.title,
        lineClamp: lines,
        maxWidth: TITLE_BOX.width,
      },
      text,
    ),
  )
}

/**
 * satori and sharp, loaded when a card is drawn: most builds take every card from a cache, and loading both costs
 * about half a CPU-second.
 */
const satoriModule = () => import('satori').then((module) => module.default)
const sharpModule = () => import('sharp').then((module) => module.default)

/** Lays `element` out as SVG with the fonts `text` needs (text as paths). */
async function drawSvg(
  element: Element,
  text: string,
  width: number,
  height: number,
  design: CardDesign,
): Promise<string> {
  const fonts = cardFontsFor(text, design)
  const satori = await satoriModule()
  return satori(element as unknown as Parameters<typeof Satori>[0], { width, height, fonts })
}

/** The title layer of a card as SVG, for `text` as drawn (`cardTitleText`): what the renderer rasterizes. */
export function titleLayerSvg(text: string, design: CardDesign = CARD_DESIGN): Promise<string> {
  return drawSvg(titleLayer(text, design), text, TITLE_BOX.width, TITLE_BOX.height, design)
}

/**
 * A card renderer: satori lays the card out as SVG (text as paths, each character in the first font of the chain
 * that has it, only the fonts a title needs loaded), sharp (librsvg) rasterizes it and writes a palette PNG. The backdrop is
 * drawn once per brand; each card draws only its title over it, which is what keeps a 1,500-page build's cards
 * within seconds. A title or host with a character no font has is refused (`cardGlyphProblem`), never drawn as boxes.
 */
export async function createCardRenderer(design: CardDesign = CARD_DESIGN): Promise<CardRenderer> {
  const sharp = await sharpModule()
  const backdrops = new Map<string, Promise<Buffer>>()
  const backdropOf = (brand: CardBrand) => {
    const key = JSON.stringify(brand)
    let found = backdrops.get(key)
    if (!found) {
      const problem = glyphProblem(`the social cards' host "${brand.host}"`, brand.host, design)
      found = problem
        ? Promise.reject(new Error(problem))
        : drawSvg(backdrop(brand, design), brand.host, WIDTH, HEIGHT, design).then((markup) =>
            sharp(Buffer.from(markup)).removeAlpha().raw().toBuffer(),
          )
      backdrops.set(key, found)
    }
    return found
  }
  return async ({ title, brand }) => {
    const problem = cardGlyphProblem(title, brand.name, design)
    if (problem) throw new Error(problem)
    const [base, layer] = await Promise.all([
      backdropOf(brand),
      titleLayerSvg(cardTitleText(title, brand.name, design), design).then((markup) =>
        sharp(Buffer.from(markup)).ensureAlpha().raw().toBuffer(),
      ),
    ])
    // Blended here rather than by sharp's composite, which costs as much again as drawing the title.
    const pixels = Buffer.from(base)
    blendOver(pixels, layer)
    return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .png(CARD_PNG)
      .toBuffer()
  }
}

/**
 * How a card is encoded: a palette PNG (256 colours by libimagequant, fully dithered), which every platform reading
 * `og:image` accepts. On the site's cards it is half the bytes of the true-colour PNG (114 → 59 KB for a two-line
 * title) and looks the same: without dithering the glow shows bands, at a lower quality or effort libimagequant leaves
 * a speckled patch in it. It costs about 100 ms more CPU per card than the true-colour PNG, once: cards are cached.
 */
const CARD_PNG = { palette: true, quality: 100, effort: 4, dither: 1 } as const

/** Lays the title's RGBA pixels over the backdrop's RGB ones, at the title box. */
function blendOver(pixels: Buffer, layer: Buffer): void {
  for (let y = 0; y < TITLE_BOX.height; y++) {
    for (let x = 0; x < TITLE_BOX.width; x++) {
      const from = (y * TITLE_BOX.width + x) * 4
      const alpha = layer[from + 3]!
      if (alpha === 0) continue
      const to = ((TITLE_BOX.top + y) * WIDTH + TITLE_BOX.left + x) * 3
      for (let channel = 0; channel < 3; channel++)
        pixels[to + channel] = Math.round(
          (layer[from + channel]! * alpha + pixels[to + channel]! * (255 - alpha)) / 255,
        )
    }
  }
}
