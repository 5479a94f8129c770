/** The part of fontkit 2 (no bundled types) the build scripts, the social cards' font chain and their tests use. */
declare module 'fontkit' {
  export interface BBox {
    minX: number
    minY: number
    maxX: number
    maxY: number
  }
  export interface PathCommand {
    command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath'
    args: number[]
  }
  export interface Path {
    commands: PathCommand[]
    bbox: BBox
  }
  export interface Glyph {
    id: number
    name: string
    path: Path
    advanceWidth: number
  }
  export interface GlyphPosition {
    xAdvance: number
    yAdvance: number
    xOffset: number
    yOffset: number
  }
  export interface GlyphRun {
    glyphs: Glyph[]
    positions: GlyphPosition[]
    advanceWidth: number
  }
  export interface Font {
    familyName: string
    unitsPerEm: number
    ascent: number
    descent: number
    lineGap: number
    capHeight: number
    xHeight: number
    variationAxes: Record<string, { name: string; min: number; default: number; max: number }>
    'OS/2': {
      fsSelection: { useTypoMetrics: boolean }
      typoAscender: number
      typoDescender: number
      typoLineGap: number
    }
    layout(text: string, features?: string[] | Record<string, boolean>): GlyphRun
    /** Whether the font's character map has a glyph for this code point. */
    hasGlyphForCodePoint(codePoint: number): boolean
  }
  export function create(buffer: Buffer | Uint8Array): Font
  export function openSync(path: string): Font
}
