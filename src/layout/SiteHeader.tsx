import { useLingui } from '@lingui/react'
import { useCallback, useId, useRef } from 'react'
import { isNavMenu } from '../config/site'
import { useSiteData } from '../render/siteData'
import { Drawer } from './Drawer'
import { LanguageMenu } from './LanguageMenu'
import { Logo } from './Logo'
import { useMenuStore } from './menuStore'
import { MenuDropdown } from './MenuDropdown'
import { chromeCopy } from './navigation'
import { NavLinks } from './NavLinks'

/** The site header: 55px high, content up to 1048px; full navigation on wide screens, a drawer below `lg`. */
export function SiteHeader() {
  const { _ } = useLingui()
  const { navigation } = useSiteData()
  const drawerId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  const { drawerOpen, setDrawerOpen } = useMenuStore()
  const returnFocus = useCallback(() => menuButton.current, [])
  return (
    <header className="sticky top-0 z-30 h-[55px] border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-[1048px] items-center justify-between px-4">
        <Logo />
        <nav aria-label={_(chromeCopy.mainNavigation)} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.header.map((item) =>
              isNavMenu(item) ? (
                <li key={item.label.id}>
                  <MenuDropdown menu={item} />
                </li>
              ) : (
                <NavLinks key={item.href} links={[item]} className="nav-item" />
              ),
            )}
            <li>
              <LanguageMenu />
            </li>
          </ul>
        </nav>
        <button
          ref={menuButton}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-slate-100 lg:hidden"
          aria-label={_(chromeCopy.openMenu)}
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <Drawer id={drawerId} returnFocusTo={returnFocus} />
    </header>
  )
}
