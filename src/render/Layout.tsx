import { Island } from './Island'
import { createContext, useContext, type ReactNode } from 'react'
import type { LayoutRegistry } from '../config/defineLayout'
import { MAIN_ID, type LayoutName } from '../config/pages'

const LayoutsContext = createContext<LayoutRegistry | null>(null)

/** Hands the site's layouts to `<Layout>` below (the app passes them in; the engine never imports them). */
export function LayoutsProvider({ layouts, children }: { layouts: LayoutRegistry; children: ReactNode }) {
  return <LayoutsContext value={layouts}>{children}</LayoutsContext>
}

/** The chrome a page chose in `pages.config.ts` around its content (the skip link to `#main` comes first, in `SiteRoot`). */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const layouts = useContext(LayoutsContext)
  if (!layouts) throw new Error('<Layout> needs a <LayoutsProvider> above it (see src/render/SiteApp.tsx)')
  const layout = layouts[name]
  if (!layout) throw new Error(`unknown layout "${name}"; the layouts are: ${Object.keys(layouts).join(', ')}`)
  const { header: Header, footer: Footer } = layout
  return (
    <>
      {Header && (
        <Island name="header">
          <Header />
        </Island>
      )}
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      {Footer && <Footer />}
    </>
  )
}
