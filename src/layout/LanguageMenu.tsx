import { useLingui } from '@lingui/react'
import { Chevron } from './Chevron'
import { LanguageLinks } from './LanguageLinks'
import { chromeCopy } from './navigation'
import { useDropdown } from './useDropdown'
import { useLanguageLinks } from './useLanguageLinks'

/** Desktop language dropdown: flag and name of each language, linking to the same page in it. */
export function LanguageMenu() {
  const { _ } = useLingui()
  const { open, close, rootProps, buttonProps, panelProps } = useDropdown()
  const { current } = useLanguageLinks()
  return (
    <div className="relative" {...rootProps}>
      <button {...buttonProps} className="nav-item inline-flex items-center gap-2">
        <img src={current.flag} alt="" width={24} height={16} className="h-4 w-6 rounded-sm" />
        <span className="sr-only">{_(chromeCopy.chooseLanguage)}: </span>
        {current.name}
        <Chevron open={open} />
      </button>
      <ul
        {...panelProps}
        className="absolute top-full right-0 z-40 mt-2 w-44 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
      >
        <LanguageLinks
          onClick={close}
          className="flex min-h-11 items-center gap-3 rounded-lg px-3 hover:bg-slate-50 aria-[current=true]:font-semibold"
        />
      </ul>
    </div>
  )
}
