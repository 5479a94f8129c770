import { buildRouteTable } from './routeTable'
import type { Copy } from './common'
import { copyProblem } from './copyProblem'
import { linkProblem, type LinkSource } from './linkProblem'
import { MAIN_ID, type PageConfig } from './pages'
import { isNavMenu, type NavigationConfig, type NavLink } from './site'
import type { ConfigError } from './validate'

/**
 * Every menu entry: its texts must be written and its link must work wherever the menu shows, that is in every
 * locale the site serves: a site path must reach a page there, and a bare `#id` can only be `#main`, the one
 * anchor every page has (see `linkProblem`).
 */
export function validateNavigation(navigation: NavigationConfig, pages: readonly PageConfig[]): ConfigError[] {
  const table = buildRouteTable(pages)
  const source: LinkSource = {
    locales: [...new Set(table.routes.map((route) => route.locale))],
    anchors: new Set([MAIN_ID]),
    name: 'some page showing this menu',
  }
  const errors: ConfigError[] = []
  const checkCopy = (copy: Copy | undefined, where: string) => {
    const message = copy && copyProblem(copy)
    if (message) errors.push({ where: `navigation › ${where}`, message })
  }
  const check = (link: NavLink, where: string) => {
    checkCopy(link.label, `${where}.label`)
    checkCopy(link.description, `${where}.description`)
    const message = linkProblem(link.href, source, table)
    if (message) errors.push({ where: `navigation › ${where}.href`, message })
  }
  navigation.header.forEach((item, index) => {
    if (!isNavMenu(item)) return check(item, `header[${index}]`)
    checkCopy(item.label, `header[${index}].label`)
    item.links.forEach((link, at) => check(link, `header[${index}].links[${at}]`))
  })
  check(navigation.headerAction, 'headerAction')
  navigation.alternativeHeader.forEach((link, index) => check(link, `alternativeHeader[${index}]`))
  navigation.footer.forEach((menu, index) => {
    checkCopy(menu.label, `footer[${index}].label`)
    menu.links.forEach((link, at) => check(link, `footer[${index}].links[${at}]`))
  })
  checkCopy(navigation.landingFooter.label, 'landingFooter.label')
  navigation.landingFooter.links.forEach((link, index) => check(link, `landingFooter.links[${index}]`))
  check(navigation.landingFooter.action, 'landingFooter.action')
  return errors
}
