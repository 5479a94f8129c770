import { useLingui } from '@lingui/react'
import { serviceList, servicePath } from '../site/services'
import { SmartLink } from '../ui/SmartLink'
import { Chevron } from './Chevron'
import { chromeCopy } from './navigation'
import { useDropdown } from './useDropdown'

/** Desktop "Services" dropdown: every service with its title and description. */
export function ServicesMenu() {
  const { _ } = useLingui()
  const { open, close, rootProps, buttonProps, panelProps } = useDropdown()
  return (
    <div className="relative" {...rootProps}>
      <button {...buttonProps} className="nav-item inline-flex items-center gap-1">
        {_(chromeCopy.services)}
        <Chevron open={open} />
      </button>
      <div {...panelProps} className="absolute top-full left-1/2 z-40 w-[640px] -translate-x-1/2 pt-2">
        <ul className="grid grid-cols-2 gap-1 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-slate-200">
          {serviceList.map((service) => (
            <li key={service.id}>
              <SmartLink href={servicePath(service)} onClick={close} className="block rounded-xl p-3 hover:bg-slate-50">
                <span className="block font-semibold text-ink">{_(service.title)}</span>
                <span className="mt-1 block text-sm text-slate-600">{_(service.description)}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
