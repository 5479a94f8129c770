import { renderToStaticMarkup } from 'react-dom/server'
import { SiteApp } from '../../render/SiteApp'
import type { LayoutRegistry } from '../../config/defineLayout'
import type { RouteTable } from '../../config/routeTable'
import type { SiteData } from '../../config/site'
import { loadPseudoI18n } from '../../gallery/galleryI18n'
import type { Catalogs } from '../../i18n/catalogSet'
import { RouteHeadTags } from '../../render/RouteHeadTags'
import type { SectionLoader } from '../../render/sectionLoader'
import { renderToStringWithSprite } from '../../render/withIconSprite'
import { createServerRouter } from '../../router/createRouter'
import { RouterProvider } from '../../router/react'

export interface PseudoPageInput {
  /** A URL of the site (`/pt-br/quem-somos`). */
  url: string
  table: RouteTable
  site: SiteData
  sections: SectionLoader
  layouts: LayoutRegistry
}

/**
 * The page at `url` rendered in the pseudo-locale (the gallery's: every letter accented, words about a third
 * longer), its head and body markup: the site's own router and tree, every locale's catalog replaced by the
 * pseudo one, so copy that only just fits overflows. Server side, no script: what it shows is all it is for.
 */
export async function renderPseudoPage({ url, table, site, sections, layouts }: PseudoPageInput) {
  const pseudo = await loadPseudoI18n()
  const catalogs: Catalogs = { load: async () => pseudo, get: () => pseudo }
  const router = createServerRouter({ table, settings: site.settings, catalogs, sections })
  await router.load(url)
  const { html, sprite } = renderToStringWithSprite(
    <SiteApp router={router} site={site} sections={sections} layouts={layouts} />,
  )
  const head = renderToStaticMarkup(
    <RouterProvider router={router}>
      <RouteHeadTags />
    </RouterProvider>,
  )
  return { head, body: html + sprite }
}
