/**
 * The logo's drawing (written by `scripts/logo.ts` into `logo.generated.ts`) and the standalone SVG files made of it:
 * the structured-data logo, the favicon and the social cards' brand line. On the site, `Logo.tsx` paints the same
 * drawing in the surface's colours.
 */
export interface LogoDrawing {
  /** The accessible name of a standalone file. */
  name: string
  /** The viewBox is `0 0 width height`, in logo units (the logo is drawn 32 units high). */
  width: number
  height: number
  mark: {
    /** The arch: the crest of a cloud and the n of the name. In the ink colour. */
    arch: string
    /** The nova beside it, in the accent colour. */
    nova: { cx: number; cy: number; r: number }
  }
  /** The name, outlined from the brand font: path data in font units, placed by `transform`. In the ink colour. */
  wordmark: { d: string; transform: string }
  /** The favicon: the mark alone (placed by `transform`) on a rounded 32 × 32 tile. */
  favicon: { radius: number; transform: string }
}

/** The colours of a standalone file: the ink of the arch and the wordmark, the nova's accent. */
export interface LogoColours {
  ink: string
  accent: string
}

const COLOUR = /^#[0-9a-f]{3,8}$/i

function checked(colours: Record<string, string>): void {
  for (const [name, value] of Object.entries(colours))
    if (!COLOUR.test(value)) throw new Error(`${name} is not a hex colour: ${value}`)
}

function mark(drawing: LogoDrawing, { ink, accent }: LogoColours): string {
  const { arch, nova } = drawing.mark
  return `<path d="${arch}" fill="${ink}"/><circle cx="${nova.cx}" cy="${nova.cy}" r="${nova.r}" fill="${accent}"/>`
}

/** The logo (mark and wordmark) as a standalone SVG file in these colours. */
export function logoSvg(drawing: LogoDrawing, colours: LogoColours): string {
  checked({ ...colours })
  const { width, height, wordmark, name } = drawing
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">`,
    `<title id="t">${name}</title>`,
    mark(drawing, colours),
    `<path d="${wordmark.d}" transform="${wordmark.transform}" fill="${colours.ink}"/>`,
    '</svg>',
  ].join('')
}

/** The favicon: the mark in `ink` and `accent` on a rounded `tile`. */
export function faviconSvg(drawing: LogoDrawing, colours: LogoColours & { tile: string }): string {
  checked({ ...colours })
  const { favicon, name } = drawing
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">',
    `<title>${name}</title>`,
    `<rect width="32" height="32" rx="${favicon.radius}" fill="${colours.tile}"/>`,
    `<g transform="${favicon.transform}">${mark(drawing, colours)}</g>`,
    '</svg>',
  ].join('')
}

/**
 * A client's own logo (`content/brand/logo.svg`, checked and optimized by the build): its SVG without a size of its
 * own, so it fills whatever box holds it, and its width and height. Its `currentColor` takes the text colour of where
 * it is drawn (the surface's on the site, the background's on the favicon and the cards).
 */
export interface ClientLogo {
  svg: string
  width: number
  height: number
}

/** A client logo as a standalone SVG file `height` high, its `currentColor` in `ink`. */
export function clientLogoSvg(logo: ClientLogo, ink: string, height = logo.height): string {
  checked({ ink })
  const width = Math.round((height * logo.width) / logo.height)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${logo.width} ${logo.height}" width="${width}" height="${height}" color="${ink}">${logo.svg}</svg>`
}

/** The favicon of a client logo: the logo, its `currentColor` in `ink`, fitted into a rounded `tile` with a margin. */
export function clientFaviconSvg(logo: ClientLogo, colours: { tile: string; ink: string }): string {
  checked({ ...colours })
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">',
    `<rect width="32" height="32" rx="7" fill="${colours.tile}"/>`,
    `<svg x="4" y="4" width="24" height="24" viewBox="0 0 ${logo.width} ${logo.height}" color="${colours.ink}">${logo.svg}</svg>`,
    '</svg>',
  ].join('')
}
