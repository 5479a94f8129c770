import {
  isNavMenu,
  type NavigationConfig,
  type NavLink,
  type NavMenu,
  localizedHref,
  useLocale,
  useSiteData,
} from '../../src/engine'

/**
 * The menus as the visitor's locale shows them: links to pages not published in it are left out (`npm run
 * check:config` names each), and so is a group left with no link; in a locale in progress they lead to the default
 * locale's page instead (`localizedHref`).
 */
export function useNavigation(): NavigationConfig {
  const site = useSiteData()
  const { navigation } = site
  const locale = useLocale()
  const shown = (link: NavLink) => localizedHref(link.href, locale, site) !== null
  const menu = <Menu extends { links: NavLink[] }>(group: Menu): Menu => ({
    ...group,
    links: group.links.filter(shown),
  })
  return {
    ...navigation,
    header: navigation.header.flatMap<NavLink | NavMenu>((item) => {
      if (!isNavMenu(item)) return shown(item) ? [item] : []
      const kept = menu(item)
      return kept.links.length > 0 ? [kept] : []
    }),
    alternativeHeader: navigation.alternativeHeader.filter(shown),
    footer: navigation.footer.map(menu).filter((column) => column.links.length > 0),
    landingFooter: menu(navigation.landingFooter),
  }
}
