import { parseLocalePath, type Locale } from '../i18n/locales'
import { buildRouteTable, type RouteTable } from './routeTable'
import type { Copy } from './common'
import { copyProblem } from './copyProblem'
import { linkProblem, reachedRoute, type LinkSource } from './linkProblem'
import { MAIN_ID, type PageConfig } from './pages'
import { isNavMenu, type NavigationConfig, type NavLink } from './site'
import type { ConfigWarning } from './toneNeighbours'
import type { ConfigError } from './validate'

/** What the menus check finds: problems that stop the build, and links the menus leave out in some locale. */
interface NavigationReport {
  errors: ConfigError[]
  warnings: ConfigWarning[]
}

/**
 * Every menu entry: its texts must be written and its link must work wherever the menu shows, that is in every
 * locale the site serves: a site path must reach a page there, and a bare `#id` can only be `#main`, the one
 * anchor every page has (see `linkProblem`). A link of a list (not the header's or landing footer's action) to a
 * page published in some locales only is left out of the menu in the others (but in a locale in progress, where it
 * leads to the default locale's page): `navigationWarnings` names it.
 */
export function validateNavigation(
  navigation: NavigationConfig,
  pages: readonly PageConfig[],
  localesInProgress: readonly Locale[] = [],
): ConfigError[] {
  return inspectNavigation(navigation, pages, localesInProgress).errors
}

/** `navigation › header[1] "Serviços" › links[0] "Apps" › page "apps" › es-es`: a link a menu leaves out there. */
export function navigationWarnings(
  navigation: NavigationConfig,
  pages: readonly PageConfig[],
  localesInProgress: readonly Locale[] = [],
): ConfigWarning[] {
  return inspectNavigation(navigation, pages, localesInProgress).warnings
}

function inspectNavigation(
  navigation: NavigationConfig,
  pages: readonly PageConfig[],
  localesInProgress: readonly Locale[],
): NavigationReport {
  const table = buildRouteTable(pages, localesInProgress)
  const source: LinkSource = {
    locales: [...new Set(table.routes.map((route) => route.locale))],
    anchors: new Set([MAIN_ID]),
    name: 'some page showing this menu',
  }
  const report: NavigationReport = { errors: [], warnings: [] }
  const checkCopy = (copy: Copy | undefined, where: string) => {
    const message = copy && copyProblem(copy)
    if (message) report.errors.push({ where: `navigation › ${where}`, message })
  }
  const check = (link: NavLink, where: string, name: string | undefined) => {
    checkCopy(link.label, `${where}.label`)
    checkCopy(link.description, `${where}.description`)
    const shownIn = name === undefined ? source.locales : publishedLocales(link.href, source.locales, table)
    const skipped = source.locales.filter((locale) => !shownIn.includes(locale))
    if (shownIn.length > 0 && skipped.length > 0) {
      const page = reachedRoute(link.href.split('#')[0]!, shownIn[0]!, table)!.page
      report.warnings.push({
        where: `navigation › ${name} › page "${page.id}" › ${skipped.join(', ')}`,
        message: `not published there, so the menu leaves this link out in ${skipped.join(', ')}; it shows once the page is published there (its \`locales\`)`,
      })
    }
    const message = linkProblem(link.href, { ...source, locales: shownIn.length > 0 ? shownIn : source.locales }, table)
    if (message) report.errors.push({ where: `navigation › ${where}.href`, message })
  }
  const listed = (link: NavLink, where: string, menu?: string) =>
    check(link, where, `${menu ? `${menu} › ` : ''}${where.replace(/^.*\./, '')} ${quoted(link.label)}`)
  navigation.header.forEach((item, index) => {
    if (!isNavMenu(item)) return listed(item, `header[${index}]`)
    checkCopy(item.label, `header[${index}].label`)
    const menu = `header[${index}] ${quoted(item.label)}`
    item.links.forEach((link, at) => listed(link, `header[${index}].links[${at}]`, menu))
  })
  check(navigation.headerAction, 'headerAction', undefined)
  navigation.alternativeHeader.forEach((link, index) => listed(link, `alternativeHeader[${index}]`))
  navigation.footer.forEach((menu, index) => {
    checkCopy(menu.label, `footer[${index}].label`)
    const name = `footer[${index}] ${quoted(menu.label)}`
    menu.links.forEach((link, at) => listed(link, `footer[${index}].links[${at}]`, name))
  })
  checkCopy(navigation.landingFooter.label, 'landingFooter.label')
  navigation.landingFooter.links.forEach((link, index) =>
    listed(link, `landingFooter.links[${index}]`, 'landingFooter'),
  )
  check(navigation.landingFooter.action, 'landingFooter.action', undefined)
  return report
}

/**
 * The locales where a menu shows a link: for a locale-less site path, those its page is published in; for anything
 * else (an anchor, an address, a path naming its locale), all.
 */
function publishedLocales(href: string, locales: readonly Locale[], table: RouteTable): readonly Locale[] {
  const path = href.split('#')[0]!
  if (!path.startsWith('/') || parseLocalePath(path).locale !== null) return locales
  return locales.filter((locale) => reachedRoute(path, locale, table))
}

const quoted = (copy: Copy) => `"${copy.message ?? copy.id}"`
