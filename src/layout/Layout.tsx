import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import type { LayoutName } from '../config/pages'
import { chromeCopy } from './navigation'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** The chrome a page chose in `pages.config.ts` around its content. */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const { _ } = useLingui()
  const withChrome = name !== 'bare'
  return (
    <>
      <a href="#main" className="skip-link">
        {_(chromeCopy.skipToContent)}
      </a>
      {withChrome && <SiteHeader />}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {withChrome && <SiteFooter />}
    </>
  )
}
