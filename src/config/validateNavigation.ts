import { parseLocalePath } from '../i18n/locales'
import type { PageConfig } from './pages'
import { isNavMenu, type NavigationConfig, type NavLink } from './site'
import type { ConfigError } from './validate'
import { closest } from './closest'

/**
 * Every menu link that points into the site must reach a page: a locale-less path (`/contato`) must be a page's
 * path, a locale-fixed one (`/pt-br/contato`) a page published in that locale. Anchors and external links pass.
 */
export function validateNavigation(navigation: NavigationConfig, pages: readonly PageConfig[]): ConfigError[] {
  const paths = pages.map((page) => page.path)
  const errors: ConfigError[] = []
  const check = (link: NavLink, where: string) => {
    if (!link.href.startsWith('/')) return
    const hashAt = link.href.indexOf('#')
    const { locale, path } = parseLocalePath(hashAt === -1 ? link.href : link.href.slice(0, hashAt))
    const page = pages.find((candidate) => candidate.path === path)
    if (!page) {
      const guess = closest(path, paths)
      errors.push({
        where: `navigation › ${where}.href`,
        message: `"${link.href}" matches no page${guess ? `; did you mean "${guess}"?` : ''} (pages.config.ts lists the paths)`,
      })
    } else if (locale && page.locales && !page.locales.includes(locale))
      errors.push({
        where: `navigation › ${where}.href`,
        message: `"${link.href}": page "${page.id}" is not published in ${locale} (its locales: ${page.locales.join(', ')})`,
      })
  }
  navigation.header.forEach((item, index) => {
    if (isNavMenu(item)) item.links.forEach((link, at) => check(link, `header[${index}].links[${at}]`))
    else check(item, `header[${index}]`)
  })
  navigation.alternativeHeader.forEach((link, index) => check(link, `alternativeHeader[${index}]`))
  navigation.footer.forEach((menu, index) =>
    menu.links.forEach((link, at) => check(link, `footer[${index}].links[${at}]`)),
  )
  navigation.landingFooter.links.forEach((link, index) => check(link, `landingFooter.links[${index}]`))
  check(navigation.landingFooter.action, 'landingFooter.action')
  return errors
}
