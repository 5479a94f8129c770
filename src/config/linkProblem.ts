import { DEFAULT_LOCALE, parseLocalePath, resolveHref, type Locale } from '../i18n/locales'
import { routesOf, type RouteTable, type SiteRoute } from './routeTable'
import { closest } from './closest'
import { isEmailAddress } from './emailAddress'
import { MAIN_ID, type PageConfig } from './pages'

/** Where a link is shown: the locales it is rendered in, and the ids a bare `#id` can reach there. */
export interface LinkSource {
  locales: readonly Locale[]
  anchors: ReadonlySet<string>
  /** Names that place in an error: `page "home"`. */
  name: string
}

/** The anchors of a page: its blocks' ids and the `<main>` every page has. */
export function anchorsOf(page: PageConfig): Set<string> {
  return new Set([...page.sections.flatMap((block) => (block.id ? [block.id] : [])), MAIN_ID])
}

/** A link on `page` is shown in every locale the page is served in, and `#id` means an id of that page. */
export function pageLinkSource(page: PageConfig): LinkSource {
  return {
    locales: [...new Set(routesOf(page).map((route) => route.locale))],
    anchors: anchorsOf(page),
    name: `page "${page.id}"`,
  }
}

/**
 * What is wrong with an href, if anything: a site path must reach a page in every locale it is shown in (a
 * locale-less `/x` is localized for the visitor, `/pt-br/x` stays as written; in a locale in progress it may reach
 * the default locale's page, see `reachedRoute`), an anchor must be an id of its page, an `https://` address must be a
 * whole URL, a `tel:` link a phone number and a `mailto:` link an e-mail address. `ownLocale` holds a path to the
 * visitor's own locale (a form's thank-you page, `successPath`): it never leads to the default locale's page instead.
 */
export function linkProblem(
  href: string,
  from: LinkSource,
  table: RouteTable,
  { ownLocale = false }: { ownLocale?: boolean } = {},
): string | undefined {
  if (href.startsWith('https://')) return externalProblem(href)
  if (href.startsWith('tel:')) return phoneLinkProblem(href)
  if (href.startsWith('mailto:')) return mailLinkProblem(href)
  if (href.startsWith('#')) return anchorProblem(href, href.slice(1), from.anchors, from.name)
  if (!href.startsWith('/')) return undefined
  const hashAt = href.indexOf('#')
  const path = hashAt === -1 ? href : href.slice(0, hashAt)
  const reached = (locale: Locale) =>
    ownLocale ? reachedRoute(path, locale, { ...table, localesInProgress: [] }) : reachedRoute(path, locale, table)
  const missing = from.locales.filter((locale) => !reached(locale))
  if (missing.length > 0) {
    const fixedLocale = parseLocalePath(path).locale !== null
    const thanks = ownLocale && !fixedLocale ? ': the form leads there once sent, so publish that page there too' : ''
    return `"${href}" reaches no page${fixedLocale ? '' : ` in ${missing.join(', ')}`}${thanks}; ${pathHint(path, table)}`
  }
  const target = reachedRoute(path, from.locales[0]!, table)!.page
  return hashAt === -1
    ? undefined
    : anchorProblem(href, href.slice(hashAt + 1), anchorsOf(target), `page "${target.id}"`)
}

/**
 * The route a site path (no hash) leads to for a visitor in `locale`: the page whose `path` it is, in that locale
 * (at its slug there, if any), or the address it names (`/pt-br/x`, a slug written out). In a locale still in
 * progress, a page not published there is reached in the default locale (`localizedHref` leads the link there).
 */
export function reachedRoute(path: string, locale: Locale, table: RouteTable): SiteRoute | undefined {
  const fixed = parseLocalePath(path).locale !== null
  const route = (fixed ? undefined : table.pageRoute(path, locale)) ?? table.find(resolveHref(path, locale))
  if (route || fixed || locale === DEFAULT_LOCALE || !table.localesInProgress.includes(locale)) return route
  return reachedRoute(path, DEFAULT_LOCALE, table)
}

function externalProblem(href: string): string | undefined {
  const url = URL.canParse(href) ? new URL(href) : undefined
  return url?.hostname.includes('.')
    ? undefined
    : `"${href}" is not a valid address; write the whole URL, like "https://example.com/page"`
}

/** A `tel:` link dials what follows: digits, a leading "+", spaces, "-" and "()", 8 to 15 digits (E.164's longest). */
function phoneLinkProblem(href: string): string | undefined {
  const number = href.slice('tel:'.length)
  const digits = number.replace(/\D/g, '').length
  return /^\+?[\d\s()-]+$/.test(number) && digits >= 8 && digits <= 15
    ? undefined
    : `"${href}" is not a phone number; write "tel:" and the number with its country code, in digits ("+", spaces, "-" and "()" allowed), like "tel:+55 11 3000-0000"`
}

/** A `mailto:` link writes to the addresses before any `?subject=…`, separated by commas: each a whole address. */
function mailLinkProblem(href: string): string | undefined {
  const addresses = href.slice('mailto:'.length).split('?')[0]!
  return addresses.split(',').every(isEmailAddress)
    ? undefined
    : `"${href}" is not an e-mail link; write "mailto:" and the whole address, like "mailto:contato@example.com"`
}

function anchorProblem(href: string, id: string, anchors: ReadonlySet<string>, where: string): string | undefined {
  if (anchors.has(id)) return undefined
  const guess = closest(id, [...anchors])
  return `"${href}": ${where} has no block with the id "${id}"${guess ? ` (did you mean "${guess}"?)` : ''}; give the target block that \`id\`, or link one of: ${[...anchors].map((anchor) => `#${anchor}`).join(', ')}`
}

/** Why a site path reaches nothing: the page exists elsewhere (its addresses), or the nearest page path. */
function pathHint(path: string, table: RouteTable): string {
  const bare = parseLocalePath(path).path
  const page = table.routes.find((route) => route.page.path === bare)?.page
  if (page)
    return `page "${page.id}" is served only at ${routesOf(page)
      .map((route) => route.url)
      .join(', ')} (see its \`locales\` and \`urls\`)`
  const guess = closest(
    bare,
    table.routes.map((route) => route.page.path),
  )
  return `no page has the path "${bare}"${guess ? `; did you mean "${guess}"?` : ''} (pages.config.ts lists the pages)`
}
