import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactElement } from 'react'
import type { Locale } from '../i18n/locales'
import { RouterProvider } from '../router/react'
import { SmartLinkProvider } from '../router/SmartLink'
import { createRouter } from '../router/router'
import type { SiteData } from '../config/site'
import { SiteDataProvider } from '../router/runtime'
import { renderToStringWithSprite } from './withIconSprite'

export interface RenderAtUrlInput {
  /** What the page shows. */
  element: ReactElement
  url: string
  locale: Locale
  /** The page id the route carries, like a site route's (`test`, `gallery`). */
  pageId: string
  /** The URL of the same page in each locale, as a site route carries them. */
  alternates: Partial<Record<Locale, string>>
  site: SiteData
  i18n: I18n
}

/**
 * Renders an element on the server as the page at `url` of a router that knows only it, with the site's data and
 * the locale's i18n around it: what sections need outside the site's own router (links, the route's locale,
 * contacts). The markup ends with the sprite of the icons it drew (a page without scripts, a test's document).
 */
export async function renderAtUrl({ element, url, locale, pageId, alternates, site, i18n }: RenderAtUrlInput) {
  const route = { url, locale, pageId, alternates }
  const router = createRouter(async () => ({ route, locale, i18n, head: { meta: [], links: [] } }))
  await router.load(url)
  const { html, sprite } = renderToStringWithSprite(
    <SiteDataProvider site={site}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router}>
          <SmartLinkProvider>{element}</SmartLinkProvider>
        </RouterProvider>
      </I18nProvider>
    </SiteDataProvider>,
  )
  return html + sprite
}
