import { defineLayout, SiteFooter, SiteHeader, type LayoutRegistry } from '../../../../src/engine'

/** The small test site's layouts, registered with the engine as the real site registers `layouts/index.ts`. */
export const layouts = {
  /** The site header and footer. */
  default: defineLayout({ header: SiteHeader, footer: SiteFooter }),
  /** Nothing around the page. */
  bare: defineLayout({}),
} satisfies LayoutRegistry

declare module '../../../../src/engine' {
  interface Register {
    layouts: typeof layouts
  }
}
