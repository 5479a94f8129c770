import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import satori from 'satori'
import sharp from 'sharp'
import { SOCIAL_CARD } from '../../render/socialCard'
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
/** Emoji and their joiners and variation selectors: the card's font has none of them. */
const NOT_DRAWN = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0e|\ufe0f|\u20e3/gu

/**
 * The title as the card draws it: no emoji (the font has none), whitespace collapsed to single spaces, at most
 * `MAX_TITLE_CHARS` (the layout clamps it to four lines with an ellipsis anyway); the brand name when nothing is left.
 * Satori lays text out as text, never as markup, so `<`, `&` and quotes are drawn as they are.
 */
export function cardTitleText(title: string, brandName: string): string {
  const text = title.normalize('NFC').replace(NOT_DRAWN, ' ').replace(/\s+/g, ' ').trim()
  return ([...text].slice(0, MAX_TITLE_CHARS).join('') || brandName).trim()
}

/** The title's size: large for a short title, smaller as it grows, so most fit in three lines. */
function titleSize(text: string): { fontSize: number; lines: number } {
  if (text.length <= 28) return { fontSize: 84, lines: 3 }
  if (text.length <= 60) return { fontSize: 70, lines: 3 }
  return { fontSize: 58, lines: 4 }
}

let fontDigest: { file: string; digest: string } | undefined
function fontHash(file: string): string {
  if (fontDigest?.file !== file)
    fontDigest = { file, digest: createHash('sha256').update(readFileSync(file)).digest('hex') }
  return fontDigest.digest
}

/**
 * The cache key of a card: a hash of everything that decides its pixels (the title as drawn, the brand, the design,
 * the font file's bytes). Two pages whose cards would be identical share one rendering.
 */
export function cardKey({ title, brand }: CardInput, design: CardDesign = CARD_DESIGN): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        title: cardTitleText(title, brand.name),
        brand,
        design,
        font: fontHash(design.font.file),
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
 * A card renderer: satori lays the card out as SVG (text as paths, in the design's font), sharp (librsvg)
 * rasterizes it and writes a PNG. The backdrop is drawn once per brand; each card draws only its title over it,
 * which is what keeps a 1,500-page build's cards within seconds.
 */
export async function createCardRenderer(design: CardDesign = CARD_DESIGN): Promise<CardRenderer> {
  const fonts = [
    {
      name: design.font.name,
      data: readFileSync(design.font.file),
      weight: design.font.weight,
      style: 'normal' as const,
    },
  ]
  const svg = (element: Element, width: number, height: number) =>
    satori(element as unknown as Parameters<typeof satori>[0], { width, height, fonts })
  const backdrops = new Map<string, Promise<Buffer>>()
  const backdropOf = (brand: CardBrand) => {
    const key = JSON.stringify(brand)
    let found = backdrops.get(key)
    if (!found) {
      found = svg(backdrop(brand, design), WIDTH, HEIGHT).then((markup) =>
        sharp(Buffer.from(markup)).removeAlpha().raw().toBuffer(),
      )
      backdrops.set(key, found)
    }
    return found
  }
  return async ({ title, brand }) => {
    const [base, layer] = await Promise.all([
      backdropOf(brand),
      svg(titleLayer(cardTitleText(title, brand.name), design), TITLE_BOX.width, TITLE_BOX.height).then((markup) =>
        sharp(Buffer.from(markup)).ensureAlpha().raw().toBuffer(),
      ),
    ])
    // Blended here rather than by sharp's composite, which costs as much again as drawing the title.
    const pixels = Buffer.from(base)
    blendOver(pixels, layer)
    // No per-line filter choice (adaptive filtering took 4× as long for ~5 % fewer bytes on these cards).
    return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .png({ compressionLevel: 6, adaptiveFiltering: false })
      .toBuffer()
  }
}

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
