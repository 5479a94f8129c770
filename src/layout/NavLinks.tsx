import { useLingui } from '@lingui/react'
import type { NavLink } from '../config/site'
import { SmartLink } from '../router/SmartLink'

/** The `<li>` items of a list of configured links, one markup for every menu of the site. */
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
  return links.map((link) => (
    <li key={link.href}>
      <SmartLink href={link.href} onClick={onClick} className={className}>
        {_(link.label)}
      </SmartLink>
    </li>
  ))
}
