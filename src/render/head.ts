import type { I18n, MessageDescriptor } from '@lingui/core'
import type { Copy } from '../config/common'
import { firstListPagePath, listPagePath, type ListPage } from '../config/listPage'
import type { PageConfig } from '../config/pages'
import { listPageOf } from '../config/pagination'
import type { SiteSettings } from '../config/site'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '../i18n/locales'
import { listPageCopy } from './listPageCopy'
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
 * localized address. A page of a paged list (`listPage`) is canonical at its own address, links the pages before
 * and after it (`rel="prev"`, `rel="next"`), says its number in its title from page 2 on, and shares the first
 * page's social card.
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
  const listPage = listPageOf(page)
  const firstPath = listPage ? firstListPagePath(canonicalPath, listPage) : canonicalPath
  const text = textHead(
    { title: pageTitle(page, listPage, i18n), description: i18n._(page.meta.description) },
    settings,
  )
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
      ...imageTags(page, firstPath, i18n, absolute),
      ...(page.path === '/' ? [organization(settings)] : []),
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...(listPage ? listPageLinks(listPage, firstPath).map(({ rel, path }) => ({ rel, href: absolute(path) })) : []),
      ...hreflang,
    ],
  }
}

/** The page's title in the render's locale; from page 2 of a list on, with its number. */
function pageTitle(page: PageConfig, listPage: ListPage | undefined, i18n: I18n): string {
  const title = i18n._(page.meta.title)
  if (!listPage || listPage.number === 1) return title
  // A variable, not an object literal: Lingui's extractor reads `i18n._({ … })` calls as messages to extract.
  const numbered: MessageDescriptor = { ...listPageCopy.title, values: { title, number: listPage.number } }
  return i18n._(numbered)
}

/** The pages before and after a list page, at their addresses (the first page's is `firstPath`). */
function listPageLinks({ number, count }: ListPage, firstPath: string): Array<{ rel: string; path: string }> {
  return [
    ...(number > 1 ? [{ rel: 'prev', path: listPagePath(firstPath, number - 1) }] : []),
    ...(number < count ? [{ rel: 'next', path: listPagePath(firstPath, number + 1) }] : []),
  ]
}

/**
 * The image a shared link shows: the page's own (`meta.image`), else the card the build draws for it at
 * `socialCardPath` of `cardPagePath`, its canonical path, or its list's first page's (1200×630 PNG, its title in the
 * page's locale). The alt text is that title.
 */
function imageTags(page: PageConfig, cardPagePath: string, i18n: I18n, absolute: (path: string) => string) {
  const image = absolute(page.meta.image ?? socialCardPath(cardPagePath))
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
  const text = textHead({ title: i18n._(copy.title), description: i18n._(copy.description) }, settings)
  return { meta: [...text, { name: 'robots', content: 'noindex' }], links: [] }
}

/** Title (with the brand), description and their Open Graph twins, from the texts in the render's locale. */
function textHead(text: { title: string; description: string }, settings: SiteSettings): RouteHead['meta'] {
  const title = documentTitle(text.title, settings)
  const { description } = text
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
