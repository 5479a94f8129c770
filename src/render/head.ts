import type { I18n } from '@lingui/core'
import type { Copy } from '../config/common'
import type { PageConfig } from '../config/pages'
import type { SiteSettings } from '../config/site'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '../i18n/locales'
import { SOCIAL_CARD, socialCardPath, socialCardTitle } from './socialCard'

/** The tags of a page's `<head>`; `<RouteHeadTags />` renders them, on the server and in the browser alike. */
export interface RouteHead {
  meta: Array<{ title: string } | { name: string; content: string } | { property: string; content: string } | LdJson>
  links: Array<{ rel: string; href: string; hrefLang?: string }>
}
type LdJson = { 'script:ld+json': Record<string, unknown> }

/** Page titles carry the brand unless they already name it. */
export function documentTitle(title: string, settings: SiteSettings): string {
  return title.includes(settings.name) ? title : `${title} | ${settings.name}`
}

export interface PageHeadInput {
  /** The URL being shown and its locale. */
  url: string
  locale: Locale
  page: PageConfig
  /** The page's localized URLs by locale (see `alternatesOf`). */
  alternates: Partial<Record<Locale, string>>
  i18n: I18n
  settings: SiteSettings
}

/**
 * Title, description, canonical, hreflang alternates, Open Graph and Twitter tags, robots and, on the home,
 * the Organization structured data. A page served both bare and localized (`/` and `/pt-br`) is canonical at its
 * localized address.
 */
export function pageHead({ url, locale, page, alternates, i18n, settings }: PageHeadInput): RouteHead {
  const absolute = (path: string) => settings.origin + path
  const canonicalPath = alternates[locale] ?? url
  const canonical = absolute(canonicalPath)
  const localized = Object.entries(alternates) as Array<[Locale, string]>
  const hreflang =
    localized.length > 1
      ? [
          ...localized.map(([target, href]) => ({
            rel: 'alternate',
            hrefLang: LOCALE_INFO[target].htmlLang,
            href: absolute(href),
          })),
          { rel: 'alternate', hrefLang: 'x-default', href: absolute(alternates[DEFAULT_LOCALE] ?? url) },
        ]
      : []
  const text = textHead(page.meta, i18n, settings)
  return {
    meta: [
      ...text,
      ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: canonical },
      { property: 'og:site_name', content: settings.name },
      { property: 'og:locale', content: LOCALE_INFO[locale].ogLocale },
      ...localized
        .filter(([target]) => target !== locale)
        .map(([target]) => ({ property: 'og:locale:alternate', content: LOCALE_INFO[target].ogLocale })),
      ...imageTags(page, canonicalPath, i18n, absolute),
      ...(page.path === '/' ? [organization(settings)] : []),
    ],
    links: [{ rel: 'canonical', href: canonical }, ...hreflang],
  }
}

/**
 * The image a shared link shows: the page's own (`meta.image`), else the card the build draws for it at
 * `socialCardPath` (1200×630 PNG, its title in the page's locale). The alt text is that title.
 */
function imageTags(page: PageConfig, canonicalPath: string, i18n: I18n, absolute: (path: string) => string) {
  const image = absolute(page.meta.image ?? socialCardPath(canonicalPath))
  const alt = socialCardTitle(page, i18n)
  const card = page.meta.image
    ? []
    : [
        { property: 'og:image:width', content: String(SOCIAL_CARD.width) },
        { property: 'og:image:height', content: String(SOCIAL_CARD.height) },
        { property: 'og:image:type', content: SOCIAL_CARD.type },
      ]
  return [
    { property: 'og:image', content: image },
    ...card,
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: alt },
  ]
}

/** The not-found page: its title and text, never indexed. */
export function notFoundHead(copy: { title: Copy; description: Copy }, i18n: I18n, settings: SiteSettings): RouteHead {
  return { meta: [...textHead(copy, i18n, settings), { name: 'robots', content: 'noindex' }], links: [] }
}

function textHead(copy: { title: Copy; description: Copy }, i18n: I18n, settings: SiteSettings): RouteHead['meta'] {
  const title = documentTitle(i18n._(copy.title), settings)
  const description = i18n._(copy.description)
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ]
}

function organization(settings: SiteSettings): LdJson {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: settings.name,
      legalName: settings.legalName,
      url: settings.origin,
      logo: settings.origin + settings.logo,
      email: settings.email,
      telephone: settings.phone.e164,
      taxID: settings.companyId,
      address: { '@type': 'PostalAddress', ...settings.address },
      sameAs: Object.values(settings.social),
    },
  }
}
