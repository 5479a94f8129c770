import { useLingui } from '@lingui/react'
import type { NavMenu } from '../../src/engine'
import { SmartLink } from '../../src/engine'
import { Icon } from '../../src/design/Icon'
import { HeaderDropdown } from './HeaderDropdown'

/** Centred under its trigger; its top padding bridges the gap to the trigger, so the pointer can cross it. */
const PANEL = 'absolute top-full left-1/2 z-40 w-2xl -translate-x-1/2 pt-4'

/**
 * A desktop header dropdown (e.g. "Services"): each link with its title and description. A native disclosure until
 * the page is hydrated (so it opens without JavaScript), then a scripted one that also opens on hover.
 */
export function MenuDropdown({ menu }: { menu: NavMenu }) {
  const { _ } = useLingui()
  return (
    <HeaderDropdown
      triggerClassName="nav-item"
      trigger={_(menu.label)}
      renderPanel={(scripted) => (
        <div {...scripted?.panelProps} className={PANEL}>
          <MenuLinks menu={menu} onClick={scripted?.close} />
        </div>
      )}
    />
  )
}

function MenuLinks({ menu, onClick }: { menu: NavMenu; onClick?: () => void }) {
  const { _ } = useLingui()
  return (
    <ul className="grid grid-cols-2 gap-2 rounded-card bg-surface-raised p-3 shadow-raised ring-1 ring-line">
      {menu.links.map((link) => (
        <li key={link.href}>
          <SmartLink
            href={link.href}
            onClick={onClick}
            className="group/item block h-full rounded-control p-3 transition-colors duration-fast ease-brand hover:bg-fg/5"
          >
            <span className="flex items-center gap-1 text-small font-semibold text-fg">
              {_(link.label)}
              <Icon
                name="arrow-right"
                size={16}
                className="-translate-x-1 text-fg-accent opacity-0 transition duration-fast ease-brand group-hover/item:translate-x-0 group-hover/item:opacity-100 group-focus-visible/item:translate-x-0 group-focus-visible/item:opacity-100"
              />
            </span>
            {link.description && <span className="mt-1 block text-small text-fg-muted">{_(link.description)}</span>}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
