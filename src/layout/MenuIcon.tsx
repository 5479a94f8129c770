import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { chromeCopy } from './navigation'
import { NoScriptDisclosure } from './NoScriptDisclosure'

/** The round phone menu button of the headers, hidden from `lg` up. */
export const MENU_BUTTON = 'inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-slate-100 lg:hidden'

/** The three bars of a phone menu button. */
export function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/** A header's phone menu before (or without) JavaScript: the menu button as a native disclosure of `children`. */
export function NoScriptPhoneMenu({ children }: { children: ReactNode }) {
  const { _ } = useLingui()
  return (
    <NoScriptDisclosure
      className="lg:hidden"
      label={_(chromeCopy.openMenu)}
      summaryClassName={MENU_BUTTON}
      summary={<MenuIcon />}
    >
      {children}
    </NoScriptDisclosure>
  )
}
