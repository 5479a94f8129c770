import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { sections } from '../../sections'
import { galleryLocaleOfPath } from '../../src/gallery/galleryLocales'
import { renderGallery } from '../../src/gallery/renderGallery'
import { galleryFixtures, serverCatalogs, serverSite } from '../serverSite'
import '../../src/styles/global.css'
import { BRAND_FONT_PRELOAD, injectFilter } from '../brandFont'

/** Prerenders one gallery page: noindex, no canonical or hreflang, the site's one stylesheet and no script. */
export default async function onRenderHtml(pageContext: PageContextServer) {
  const locale = galleryLocaleOfPath(pageContext.urlPathname)
  if (!locale) throw new Error(`${pageContext.urlPathname} is not a gallery URL (/_gallery/<locale>)`)
  const { body, htmlLang } = await renderGallery({
    locale,
    site: (await serverSite()).site,
    sections,
    fixtures: await galleryFixtures(),
    catalogs: serverCatalogs(),
  })
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${htmlLang}">
  <head>
    <meta charset="utf-8" />
    ${dangerouslySkipEscape(BRAND_FONT_PRELOAD)}
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Section gallery · ${locale}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(body)}</div>
  </body>
</html>`
  return { documentHtml, injectFilter }
}
