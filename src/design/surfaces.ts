/**
 * The surfaces the brand's tokens paint (`tokens.css`): `light` (white), `muted` (warm sand), `inverse` (ink, light
 * text) and `brand` (the brand colour). A section's `tone` (`src/config/common.ts`) names one of them.
 */
export const SURFACES = ['light', 'muted', 'inverse', 'brand'] as const

/** One of the brand's surfaces (`SURFACES`). */
export type Surface = (typeof SURFACES)[number]
