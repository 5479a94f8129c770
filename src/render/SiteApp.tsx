import type { LayoutRegistry } from '../config/defineLayout'
import { LayoutsProvider } from './Layout'
import { SectionsProvider } from './Blocks'
import type { SectionLoader } from './sectionLoader'
import { RouterProvider } from '../router/react'
import { SmartLinkProvider } from '../router/SmartLink'
import type { SiteRouter } from '../router/router'
import type { SiteData } from '../config/site'
import { SiteDataProvider } from '../router/runtime'
import { SiteRoot } from './SiteRoot'
import '../styles/global.css'

/**
 * The whole site: the page the router shows, with the site's data, sections and layouts around it. Rendered
 * identically on the server and in the browser.
 */
export function SiteApp({
  router,
  site,
  sections,
  layouts,
}: {
  router: SiteRouter
  site: SiteData
  sections: SectionLoader
  layouts: LayoutRegistry
}) {
  return (
    <SiteDataProvider site={site}>
      <SectionsProvider sections={sections}>
        <LayoutsProvider layouts={layouts}>
          <RouterProvider router={router}>
            <SmartLinkProvider>
              <SiteRoot />
            </SmartLinkProvider>
          </RouterProvider>
        </LayoutsProvider>
      </SectionsProvider>
    </SiteDataProvider>
  )
}
