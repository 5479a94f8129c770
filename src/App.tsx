import { RouterProvider } from '@tanstack/react-router'
import type { SiteRouter } from './router/createRouter'
import type { SiteData } from './router/siteData'
import { SiteDataProvider } from './render/siteData'
import './styles/global.css'

/** The whole site: the router with the site's data around it. Rendered identically on the server and in the browser. */
export function App({ router, site }: { router: SiteRouter; site: SiteData }) {
  return (
    <SiteDataProvider site={site}>
      <RouterProvider router={router} />
    </SiteDataProvider>
  )
}
