import type { ComponentType } from 'react'
import type { Tone } from './common'

/** The chrome a layout puts around a page's `<main>`: a header above it and a footer below; either may be absent. */
export interface LayoutDefinition {
  /** Shown above `<main>` (the site header, a logo-only bar…); none when absent. */
  header?: ComponentType
  /** Shown below `<main>`; none when absent. */
  footer?: ComponentType
  /**
   * The surface the footer is painted on (`inverse` for the dark site footer). `npm run check:config` warns when a
   * page's last block has the footer's `inverse` tone: the two would merge into one dark band. Unset: no check.
   */
  footerTone?: Tone
}

/** The only way to declare a layout (the site lists its layouts in `layouts/index.ts`, as it lists its sections). */
export function defineLayout(definition: LayoutDefinition): LayoutDefinition {
  return definition
}

/** A site's layouts by the name pages choose them with; `default` also frames the not-found page. */
export type LayoutRegistry = { default: LayoutDefinition } & Record<string, LayoutDefinition>
