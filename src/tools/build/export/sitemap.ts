import { LOCALE_INFO, DEFAULT_LOCALE, type Locale } from '../../../i18n/locales'
import type { ExportRoute as SiteRoute } from './exportInput'

/** `&`, `<`, `>`, quotes: the five characters XML gives a meaning to. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * The sitemap (sitemaps.org, with `xhtml:link` alternates): every public URL in every locale it is published in,
 * each with its page's URLs in all its locales plus `x-default`. Pages marked `noindex` and the bare `/` twin of
 * the home are left out.
 */
export function sitemapXml(routes: readonly SiteRoute[], origin: string): string {
  const localized = (route: SiteRoute) => route.url === `/${route.locale}` || route.url.startsWith(`/${route.locale}/`)
  const byPage = new Map<string, SiteRoute[]>()
  for (const route of routes) byPage.set(route.page.id, [...(byPage.get(route.page.id) ?? []), route])
  const entries: string[] = []
  for (const pageRoutes of byPage.values()) {
    if (pageRoutes[0]!.page.noindex) continue
    const published = pageRoutes.some(localized) ? pageRoutes.filter(localized) : pageRoutes
    const alternates = new Map<Locale, string>(published.map((route) => [route.locale, route.url]))
    const links = [
      ...[...alternates].map(([locale, url]) => link(LOCALE_INFO[locale].htmlLang, origin + url)),
      link('x-default', origin + (alternates.get(DEFAULT_LOCALE) ?? published[0]!.url)),
    ]
    for (const route of published)
      entries.push(`  <url>\n    <loc>${escapeXml(origin + route.url)}</loc>\n${links.join('\n')}\n  </url>`)
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`
}

function link(hreflang: string, href: string): string {
  return `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`
}
