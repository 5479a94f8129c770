import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type * as Fontkit from 'fontkit'
import { onFirstUse } from '../onFirstUse'
import { CARD_DESIGN, type CardDesign } from './design'

/** A font of the card's chain, read once per build. */
export interface CardFont {
  name: string
  data: Buffer
  /** The font as fontkit reads it: its character map says which characters it draws. */
  cmap: Fontkit.Font
  /** Whether a card of `text` loads it: the first font always (the layout's), another when it draws a character first. */
  usedBy(text: string): boolean
}

/** A font as satori takes it. */
export interface SatoriFont {
  name: string
  data: Buffer
  weight: 700
  style: 'normal'
}

interface Chain {
  fonts: CardFont[]
  /** The index of the first font drawing a code point, -1 for none; by code point. */
  first: Map<number, number>
  /** The satori font lists handed out, one array per set of fonts, so satori parses each set once. */
  lists: Map<string, SatoriFont[]>
  digest: string
}

const chains = new WeakMap<CardDesign, Chain>()
/** fontkit, loaded the first time a font's character map is read. */
const fontkit = onFirstUse<typeof Fontkit>('fontkit')

function chainOf(design: CardDesign): Chain {
  let chain = chains.get(design)
  if (chain) return chain
  const first = new Map<number, number>()
  const firstOf = (codePoint: number) => {
    let index = first.get(codePoint)
    if (index === undefined)
      first.set(codePoint, (index = fonts.findIndex((font) => font.cmap.hasGlyphForCodePoint(codePoint))))
    return index
  }
  const hash = createHash('sha256')
  const fonts: CardFont[] = design.font.chain.map(({ name, file }, index) => {
    const data = readFileSync(file)
    hash.update(data)
    let cmap: Fontkit.Font | undefined
    return {
      name,
      data,
      // Read when a character is looked up: a build whose cards all come from the cache needs the digest only.
      get cmap() {
        return (cmap ??= fontkit().create(data) as Fontkit.Font)
      },
      usedBy: (text) => index === 0 || drawn(text).some((character) => firstOf(character.codePointAt(0)!) === index),
    }
  })
  chain = { fonts, first, lists: new Map(), digest: hash.digest('hex') }
  chains.set(design, chain)
  return chain
}

/** The characters of `text` a card draws a glyph for: not spaces, nor marks that take no room (bidi controls…). */
function drawn(text: string): string[] {
  return [...new Set(text.replace(/[\s\p{Default_Ignorable_Code_Point}]/gu, ''))]
}

/** The card's fonts in the order they are tried (`CARD_DESIGN.font.chain`), read once. */
export function cardFontChain(design: CardDesign = CARD_DESIGN): CardFont[] {
  return chainOf(design).fonts
}

/** A hash of every font file's bytes: part of each card's cache key. */
export function cardFontsDigest(design: CardDesign = CARD_DESIGN): string {
  return chainOf(design).digest
}

/** The fonts satori needs for `text`, first the layout's: the same array each time for the same fonts. */
export function cardFontsFor(text: string, design: CardDesign = CARD_DESIGN): SatoriFont[] {
  const chain = chainOf(design)
  const used = chain.fonts.filter((font) => font.usedBy(text))
  const key = used.map((font) => font.name).join('\n')
  let list = chain.lists.get(key)
  if (!list) {
    list = used.map(({ name, data }) => ({ name, data, weight: design.font.weight, style: 'normal' as const }))
    chain.lists.set(key, list)
  }
  return list
}

/** The characters of `text` no font of the chain draws, each once, in the order they come. */
export function missingGlyphs(text: string, design: CardDesign = CARD_DESIGN): string[] {
  const chain = chainOf(design)
  return drawn(text.normalize('NFC')).filter(
    (character) => !chain.fonts.some((font) => font.cmap.hasGlyphForCodePoint(character.codePointAt(0)!)),
  )
}
