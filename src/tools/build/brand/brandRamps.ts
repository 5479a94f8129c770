import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hexOf, parseColour } from '../../../design/contrast'
import { parseTokens, tokenValue, type TokenValues } from '../../../design/parseTokens'

/** The repository this code is part of: where `src/design/tokens.css` and `content/brand/` are read by default. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

/** The token file, from the project's root. */
export const TOKENS_FILE = 'src/design/tokens.css'

/**
 * The palette's ramps the pictures (`scripts/media-art/palette.ts`) and the social cards are drawn with, step by
 * step, as tokens.css names them (`--ink-400`, `--coral-200`, `--sand-300`), and the white (`--paper`).
 */
export const RAMPS = {
  ink: [950, 900, 800, 700, 600, 500, 400, 300, 200, 100, 50],
  coral: [700, 600, 500, 400, 200, 100, 50],
  sand: [50, 100, 200, 300, 400, 500],
} as const

type Ramp<Steps extends readonly number[]> = Record<Steps[number], string>

/** The pictures' palette: the ink, the accent (the coral ramp) and the sand, each `step → #hex` from tokens.css. */
export interface ArtRamps {
  ink: Ramp<typeof RAMPS.ink>
  accent: Ramp<typeof RAMPS.coral>
  sand: Ramp<typeof RAMPS.sand>
}

/** The token file of a project (`root`: this repository by default), parsed. */
export function readBrandTokens(root: string = PROJECT_ROOT): TokenValues {
  return parseTokens(readFileSync(join(root, TOKENS_FILE), 'utf8'))
}

/** The palette colours the pictures and cards need that the tokens do not set (`coral-200`), in ramp order. */
export function missingRampTokens(tokens: TokenValues): string[] {
  const names = [...Object.entries(RAMPS).flatMap(([ramp, steps]) => steps.map((step) => `${ramp}-${step}`)), 'paper']
  return names.filter((name) => tokens.palette[name] === undefined)
}

/** The pictures' palette read from the tokens; throws naming the colours the tokens lack. */
export function artRamps(tokens: TokenValues): ArtRamps {
  const missing = missingRampTokens(tokens)
  if (missing.length > 0) throw new Error(`${TOKENS_FILE} sets no ${missing.map((name) => `--${name}`).join(', ')}`)
  // Upper-case hex, as the pictures were drawn with: the same colour writes the same HTML (`art.json` keeps its hash).
  const ramp = <Steps extends readonly number[]>(name: string, steps: Steps) =>
    Object.fromEntries(
      steps.map((step) => [step, hexOf(tokens.palette[`${name}-${step}`]!).toUpperCase()]),
    ) as Ramp<Steps>
  return { ink: ramp('ink', RAMPS.ink), accent: ramp('coral', RAMPS.coral), sand: ramp('sand', RAMPS.sand) }
}

/** The social cards' colours: the inverse surface's ink and text, the accent, and the palette's lines and host tint. */
export function cardColours(tokens: TokenValues) {
  const { ink, accent } = artRamps(tokens)
  const [r, g, b] = parseColour(ink[200])
  return {
    /** The background's gradient, top left to bottom right: the inverse surface to the deepest ink. */
    backgroundFrom: hexOf(tokenValue(tokens, 'surface', 'inverse')),
    backgroundTo: ink[950].toLowerCase(),
    /** The accent mark (`--accent`): the glow, the accent bar, the logo's nova. */
    accent: hexOf(tokenValue(tokens, 'accent')),
    /** The lines and dots of the background art: the light ink, faint. */
    art: `rgba(${r}, ${g}, ${b}, 0.14)`,
    /** The title and the logo: the inverse surface's text, as in the site's footer. */
    title: hexOf(tokenValue(tokens, 'fg', 'inverse')),
    brand: hexOf(tokenValue(tokens, 'fg', 'inverse')),
    /** The host line at the bottom: the accent's light tint. */
    host: accent[200].toLowerCase(),
  }
}

/** The colours of the logo's standalone files: on the light page (`nuvora.svg`) and on the favicon's ink tile. */
export function logoColours(tokens: TokenValues) {
  const accent = hexOf(tokenValue(tokens, 'accent'))
  return {
    page: { ink: hexOf(tokenValue(tokens, 'fg', 'light')), accent },
    favicon: {
      tile: hexOf(tokenValue(tokens, 'surface', 'inverse')),
      ink: hexOf(tokenValue(tokens, 'fg', 'inverse')),
      accent,
    },
  }
}
