import type { ReactNode } from 'react'
import { MAIN_ID, type LayoutName } from '../config/pages'
import { AltHeader } from './AltHeader'
import { LandingFooter, LandingHeader } from './LandingChrome'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

const HEADERS: Record<LayoutName, (() => ReactNode) | null> = {
  default: SiteHeader,
  alternative: AltHeader,
  landing: LandingHeader,
  bare: null,
}
const FOOTERS: Record<LayoutName, (() => ReactNode) | null> = {
  default: SiteFooter,
  alternative: SiteFooter,
  landing: LandingFooter,
  bare: null,
}

/** The chrome a page chose in `pages.config.ts` around its content (the skip link to `#main` comes first, in `SiteRoot`). */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const Header = HEADERS[name]
  const Footer = FOOTERS[name]
  return (
    <>
      {Header && <Header />}
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      {Footer && <Footer />}
    </>
  )
}
