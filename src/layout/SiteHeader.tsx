import { useLingui } from '@lingui/react'
import { useCallback, useId, useRef } from 'react'
import { isNavMenu } from '../config/site'
import { useSiteData } from '../router/runtime'
import { useHydrated } from '../design/useHydrated'
import { Drawer, DrawerNav } from './Drawer'
import { LanguageMenu } from './LanguageMenu'
import { Logo } from './Logo'
import { useMenuStore } from './menuStore'
import { MenuDropdown } from './MenuDropdown'
import { chromeCopy } from './navigation'
import { MENU_BUTTON, MenuIcon, NoScriptPhoneMenu } from './MenuIcon'
import { NavLinks } from './NavLinks'

/** The site header: 55px high, content up to 1048px; full navigation on wide screens, a drawer below `lg`. */
export function SiteHeader() {
  const { _ } = useLingui()
  const { navigation } = useSiteData()
  const drawerId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  const { drawerOpen, setDrawerOpen } = useMenuStore()
  const returnFocus = useCallback(() => menuButton.current, [])
  const hydrated = useHydrated()
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
        {hydrated ? (
          <button
            ref={menuButton}
            type="button"
            className={MENU_BUTTON}
            aria-label={_(chromeCopy.openMenu)}
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            aria-haspopup="dialog"
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </button>
        ) : (
          // Before (or without) JavaScript the phone menu is a native disclosure dropping the drawer's links below the header.
          <NoScriptPhoneMenu>
            <div className="absolute top-full right-0 max-h-[calc(100dvh-55px)] w-[300px] max-w-full overflow-y-auto bg-white shadow-2xl">
              <DrawerNav />
            </div>
          </NoScriptPhoneMenu>
        )}
      </div>
      {hydrated && <Drawer id={drawerId} returnFocusTo={returnFocus} />}
    </header>
  )
}
