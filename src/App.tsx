import { SectionsProvider } from './render/Blocks'
import type { SectionLoader } from './render/sectionLoader'
import { RouterProvider } from './router/react'
import type { SiteRouter } from './router/router'
import type { SiteData } from './config/site'
import { SiteDataProvider } from './router/runtime'
import { SiteRoot } from './router/SiteRoot'
import './styles/global.css'

/**
 * The whole site: the page the router shows, with the site's data and sections around it. Rendered identically on
 * the server and in the browser.
 */
export function App({ router, site, sections }: { router: SiteRouter; site: SiteData; sections: SectionLoader }) {
  return (
    <SiteDataProvider site={site}>
      <SectionsProvider sections={sections}>
        <RouterProvider router={router}>
          <SiteRoot />
        </RouterProvider>
      </SectionsProvider>
    </SiteDataProvider>
  )
}
