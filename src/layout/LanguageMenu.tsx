import { useLingui } from '@lingui/react'
import { HeaderDropdown } from './HeaderDropdown'
import { LanguageLinks } from './LanguageLinks'
import { chromeCopy } from './navigation'
import { useLanguageLinks } from './useLanguageLinks'

const TRIGGER = 'nav-item inline-flex items-center gap-2'
const PANEL = 'absolute top-full right-0 z-40 mt-2 w-44 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200'
const LINK = 'flex min-h-11 items-center gap-3 rounded-lg px-3 hover:bg-slate-50 aria-[current=true]:font-semibold'

/**
 * Desktop language dropdown: flag and name of each language, linking to the same page in it. A native disclosure
 * until the page is hydrated (so it opens without JavaScript), then a scripted one that also opens on hover.
 */
export function LanguageMenu() {
  const { _ } = useLingui()
  const { current } = useLanguageLinks()
  return (
    <HeaderDropdown
      triggerClassName={TRIGGER}
      trigger={
        <>
          <img src={current.flag} alt="" width={24} height={16} className="h-4 w-6 rounded-sm" />
          <span className="sr-only">{_(chromeCopy.chooseLanguage)}: </span>
          {current.name}
        </>
      }
      renderPanel={(scripted) => (
        <ul {...scripted?.panelProps} className={PANEL}>
          <LanguageLinks onClick={scripted?.close} className={LINK} />
        </ul>
      )}
    />
  )
}
