import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { App } from '../App'
import { createI18n } from '../i18n/i18n'
import { localeOfPath } from '../i18n/locales'
import { notFoundHead, pageHead, type HeadData } from '../render/head'
import { notFoundCopy } from '../render/NotFound'
import { createSiteRouter } from '../router/createRouter'
import { findSiteRoute } from '../router/routeTable'

/** Prerenders one URL: the same router and tree the browser hydrates, with one i18n instance per page. */
export default async function onRenderHtml(pageContext: PageContextServer) {
  const url = pageContext.urlPathname
  const i18n = createI18n()
  const router = createSiteRouter({ history: createMemoryHistory({ initialEntries: [url] }), i18n })
  await router.load()
  const body = renderToString(<App router={router} i18n={i18n} />)

  const route = findSiteRoute(url)
  const head = route ? pageHead(route, i18n) : notFoundHead(localeOfPath(url), i18n, notFoundCopy)
  return escapeInject`<!DOCTYPE html>
<html lang="${head.htmlLang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${head.title}</title>
    <meta name="description" content="${head.description}" />
    ${dangerouslySkipEscape(headLinks(head))}
    <meta property="og:type" content="website" />
    <meta property="og:title" content="${head.title}" />
    <meta property="og:description" content="${head.description}" />
    <meta property="og:locale" content="${head.ogLocale}" />
    <meta name="theme-color" content="#312e81" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(body)}</div>
  </body>
</html>`
}

/** Canonical, alternates and robots tags; every value is escaped for an attribute. */
function headLinks(head: HeadData): string {
  const tags = [
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.canonical ? `<link rel="canonical" href="${escapeAttribute(head.canonical)}" />` : '',
    ...head.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeAttribute(alternate.hreflang)}" href="${escapeAttribute(alternate.href)}" />`,
    ),
  ]
  return tags.filter(Boolean).join('\n    ')
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
