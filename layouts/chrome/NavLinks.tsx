import { useLingui } from '@lingui/react'
import type { NavLink } from '../../src/engine'
import { localizedHref, useLocale, usePathname, useSiteData, SmartLink } from '../../src/engine'

/**
 * The `<li>` items of a list of configured links, one markup for every menu of the site. The link to the page on
 * screen is marked `aria-current="page"` (the chrome's classes show it).
 */
export function NavLinks({
  links,
  className,
  onClick,
}: {
  links: readonly NavLink[]
  className: string
  onClick?: () => void
}) {
  const { _ } = useLingui()
  const locale = useLocale()
  const pathname = usePathname()
  const site = useSiteData()
  return links.map((link) => (
    <li key={link.href}>
      <SmartLink
        href={link.href}
        onClick={onClick}
        className={className}
        aria-current={localizedHref(link.href, locale, site) === pathname ? 'page' : undefined}
      >
        {_(link.label)}
      </SmartLink>
    </li>
  ))
}
