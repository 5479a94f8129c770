import type { Tone } from '../../src/engine'

/**
 * How brand logos (coloured SVGs) sit on a surface: calm grey on light and muted ones, white silhouettes on ink,
 * ink silhouettes on the brand colour, so no logo vanishes into its background. Filters, not colours.
 */
export function logoFilter(tone: Tone): string {
  if (tone === 'inverse') return 'brightness-0 invert opacity-80'
  if (tone === 'brand') return 'brightness-0 opacity-80'
  return 'grayscale opacity-80'
}
