import { defineLayout, type LayoutRegistry } from '../src/engine'
import { AltHeader } from './chrome/AltHeader'
import { LandingFooter, LandingHeader } from './chrome/LandingChrome'
import { SiteFooter } from './chrome/SiteFooter'
import { SiteHeader } from './chrome/SiteHeader'

/**
 * The chrome a page can put around its blocks (its `layout` in `pages/<id>.ts`), one JSDoc each: the marketers'
 * guide shows them (`npm run docs`). To add one, list it here with the header and footer it uses, and the footer's
 * tone (`footerTone`: the config check warns when a page's last block shares its `inverse`).
 */
export const layouts = {
  /** site header with full navigation and the contact action, and the site footer. */
  default: defineLayout({ header: SiteHeader, footer: SiteFooter, footerTone: 'inverse' }),
  /**
   * the alternative navbar (home, about, news, AI products, languages) and the contact action, with a slide-down mobile
   * menu, and the site footer.
   */
  alternative: defineLayout({ header: AltHeader, footer: SiteFooter, footerTone: 'inverse' }),
  /**
   * a header with no navigation (the logo and the contact action) and a short footer (contact details, four services,
   * a contact button).
   */
  landing: defineLayout({ header: LandingHeader, footer: LandingFooter, footerTone: 'inverse' }),
  /** no header or footer (e.g. a digital business card). */
  bare: defineLayout({}),
} satisfies LayoutRegistry

export type Layouts = typeof layouts

declare module '../src/engine' {
  /** The engine derives `LayoutName` (a page's `layout`) from these layouts without importing them. */
  interface Register {
    layouts: Layouts
  }
}
