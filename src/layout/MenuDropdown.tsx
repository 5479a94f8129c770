import { useLingui } from '@lingui/react'
import type { NavMenu } from '../config/site'
import { SmartLink } from '../ui/SmartLink'
import { Chevron } from './Chevron'
import { useDropdown } from './useDropdown'

/** A desktop header dropdown (e.g. "Services"): each link with its title and description. */
export function MenuDropdown({ menu }: { menu: NavMenu }) {
  const { _ } = useLingui()
  const { open, close, rootProps, buttonProps, panelProps } = useDropdown()
  return (
    <div className="relative" {...rootProps}>
      <button {...buttonProps} className="nav-item inline-flex items-center gap-1">
        {_(menu.label)}
        <Chevron open={open} />
      </button>
      <div {...panelProps} className="absolute top-full left-1/2 z-40 w-[640px] -translate-x-1/2 pt-2">
        <ul className="grid grid-cols-2 gap-1 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-slate-200">
          {menu.links.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} onClick={close} className="block rounded-xl p-3 hover:bg-slate-50">
                <span className="block font-semibold text-ink">{_(link.label)}</span>
                {link.description && <span className="mt-1 block text-sm text-slate-600">{_(link.description)}</span>}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
