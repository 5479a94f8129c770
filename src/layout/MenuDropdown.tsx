import { useLingui } from '@lingui/react'
import type { NavMenu } from '../config/site'
import { SmartLink } from '../router/SmartLink'
import { HeaderDropdown } from './HeaderDropdown'

const PANEL = 'absolute top-full left-1/2 z-40 w-[640px] -translate-x-1/2 pt-2'

/**
 * A desktop header dropdown (e.g. "Services"): each link with its title and description. A native disclosure until
 * the page is hydrated (so it opens without JavaScript), then a scripted one that also opens on hover.
 */
export function MenuDropdown({ menu }: { menu: NavMenu }) {
  const { _ } = useLingui()
  return (
    <HeaderDropdown
      triggerClassName="nav-item inline-flex items-center gap-1"
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
    <ul className="grid grid-cols-2 gap-1 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-slate-200">
      {menu.links.map((link) => (
        <li key={link.href}>
          <SmartLink href={link.href} onClick={onClick} className="block rounded-xl p-3 hover:bg-slate-50">
            <span className="block font-semibold text-ink">{_(link.label)}</span>
            {link.description && <span className="mt-1 block text-sm text-slate-600">{_(link.description)}</span>}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
