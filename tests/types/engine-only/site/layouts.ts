import { defineLayout, type LayoutRegistry } from '../../../../src/engine'
import { TestFooter } from '../../../../src/engine/testing'

/** The small test site's layouts, registered with the engine as the real site registers `layouts/index.ts`. */
export const layouts = {
  /** A footer with the language links (the site's own chrome is the site's: `layouts/chrome/`). */
  default: defineLayout({ footer: TestFooter }),
  /** Nothing around the page. */
  bare: defineLayout({}),
} satisfies LayoutRegistry

declare module '../../../../src/engine' {
  interface Register {
    layouts: typeof layouts
  }
}
