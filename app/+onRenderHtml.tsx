import { renderToStaticMarkup } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { SiteApp } from '../src/render/SiteApp'
import { themeColor } from '../src/design/tokenValues'
import { LOCALE_INFO } from '../src/i18n/locales'
import { SERVER_HEAD_END, SERVER_HEAD_START } from '../src/render/serverHead'
import { RouteHeadTags } from '../src/render/RouteHeadTags'
import { pageDataScript } from '../src/router/pageData'
import { RouterProvider } from '../src/router/react'
import { renderToStringWithSprite } from '../src/render/withIconSprite'
import { routedPage } from './serverSite'
import { shippedMessages } from './shippedMessages'
import { siteSections } from './siteSections'
import { layouts } from '../layouts'
import { BRAND_FONT_PRELOAD, injectFilter } from './brandFont'

/**
 * Prerenders one URL: the same router and tree the browser hydrates, with fresh i18n instances per page. The page
 * data carries the messages the page shows (`shippedMessages`). In `npm run dev`, a config with problems never gets
 * here: the dev server shows them instead (`src/tools/build/devPreviewPlugin.ts`), as the build would refuse it.
 */
export default async function onRenderHtml(pageContext: PageContextServer) {
  const { site, router, catalogs } = await routedPage(pageContext.urlPathname)
  const { html: body, sprite } = renderToStringWithSprite(
    <SiteApp router={router} site={site} sections={siteSections} layouts={layouts} />,
  )
  const head = renderToStaticMarkup(
    <RouterProvider router={router}>
      <RouteHeadTags />
    </RouterProvider>,
  )
  const { route, page, locale } = router.getState().match
  const messages = shippedMessages(pageContext.isPrerendering, page?.id ?? null, catalogs.get(locale).messages)
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${LOCALE_INFO[locale].htmlLang}">
  <head>
    <meta charset="utf-8" />
    ${dangerouslySkipEscape(BRAND_FONT_PRELOAD)}
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!--${SERVER_HEAD_START}-->${dangerouslySkipEscape(head)}<!--${SERVER_HEAD_END}-->
    <meta name="theme-color" content="${themeColor()}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    ${dangerouslySkipEscape(sprite)}
    <div id="root">${dangerouslySkipEscape(body)}</div>
    ${dangerouslySkipEscape(pageDataScript({ site, route: route ?? null, page: page ?? null, messages }))}
  </body>
</html>`
  return { documentHtml, injectFilter }
}
