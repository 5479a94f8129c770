import type { Tone } from '../../src/engine'

/**
 * How brand logos (coloured SVGs) sit on a surface: one calm grey on light and muted ones, taking their own colours
 * when pointed at; white silhouettes on ink, ink silhouettes on the brand colour, so no logo vanishes into its
 * background. Filters, not colours.
 */
export function logoFilter(tone: Tone): string {
  if (tone === 'inverse') return 'brightness-0 invert opacity-80'
  if (tone === 'brand') return 'brightness-0 opacity-80'
  return 'grayscale opacity-80 transition duration-base ease-brand hover:grayscale-0 hover:opacity-100'
}

/** Every logo of `public/logos/` (`npm run logos`) is drawn in one box: its intrinsic size, for the `<img>`. */
export const LOGO_SIZE = { width: 220, height: 40 }
