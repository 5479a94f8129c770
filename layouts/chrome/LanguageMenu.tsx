import { useLingui } from '@lingui/react'
import { HeaderDropdown } from './HeaderDropdown'
import { LanguageLinks } from './LanguageLinks'
import { chromeCopy } from './navigation'
import { useLanguageLinks } from '../../src/engine'

const TRIGGER = 'nav-item gap-2'
/** Under its trigger, flush with the content column's end; the top padding bridges the gap for the pointer. */
const PANEL = 'absolute top-full right-3 z-40 w-48 pt-4'
const LIST = 'space-y-0.5 rounded-card bg-surface-raised p-1.5 shadow-raised ring-1 ring-line'

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
          <img
            src={current.flag}
            alt=""
            width={24}
            height={16}
            className="h-4 w-6 rounded-sm object-cover ring-1 ring-line"
          />
          <span className="sr-only">{_(chromeCopy.chooseLanguage)}: </span>
          {current.name}
        </>
      }
      renderPanel={(scripted) => (
        <div {...scripted?.panelProps} className={PANEL}>
          <ul className={LIST}>
            <LanguageLinks onClick={scripted?.close} className="menu-item" />
          </ul>
        </div>
      )}
    />
  )
}
