import { useLingui } from '@lingui/react'
import { useSiteData } from '../router/runtime'
import { useHydrated } from '../design/useHydrated'
import { LanguageLinks } from './LanguageLinks'
import { LanguageMenu } from './LanguageMenu'
import { Logo } from './Logo'
import { chromeCopy } from './navigation'
import { NavLinks } from './NavLinks'
import { MENU_BUTTON, NoScriptPhoneMenu } from './MenuIcon'
import { useDropdown } from './useDropdown'

const PANEL = 'border-t border-slate-200 bg-white px-4 pb-4 lg:hidden'

/**
 * The alternative navbar (home, about, news, AI products, languages). On small screens its menu button
 * slides down a panel with the same links and the languages; choosing one closes it, Escape too. Before (or without)
 * JavaScript the button and panel are a native disclosure.
 */
export function AltHeader() {
  const { _ } = useLingui()
  const { open, close, rootProps, buttonProps, panelProps } = useDropdown({ hover: false })
  const hydrated = useHydrated()
  const links = useSiteData().navigation.alternativeHeader
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white" {...rootProps}>
      <div className="mx-auto flex h-[55px] max-w-[1048px] items-center justify-between px-4">
        <Logo />
        <nav aria-label={_(chromeCopy.mainNavigation)} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavLinks links={links} className="nav-item" />
            <li>
              <LanguageMenu />
            </li>
          </ul>
        </nav>
        {hydrated ? (
          <button
            {...buttonProps}
            aria-label={_(open ? chromeCopy.closeMenu : chromeCopy.openMenu)}
            className={MENU_BUTTON}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path
                d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : (
          <NoScriptPhoneMenu>
            <nav aria-label={_(chromeCopy.menu)} className={`${PANEL} absolute inset-x-0 top-full shadow-lg`}>
              <PanelLinks />
            </nav>
          </NoScriptPhoneMenu>
        )}
      </div>
      {hydrated && (
        <nav {...panelProps} aria-label={_(chromeCopy.menu)} className={`${PANEL} slide-down`}>
          <PanelLinks onNavigate={close} />
        </nav>
      )}
    </header>
  )
}

/** The phone panel's lists: the links, then the languages. */
function PanelLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { _ } = useLingui()
  return (
    <>
      <ul className="space-y-1 pt-2">
        <NavLinks links={useSiteData().navigation.alternativeHeader} onClick={onNavigate} className="drawer-item" />
      </ul>
      <ul aria-label={_(chromeCopy.language)} className="mt-2 flex gap-2 border-t border-slate-200 pt-2">
        <LanguageLinks onClick={onNavigate} className="drawer-item gap-2 aria-[current=true]:font-semibold" />
      </ul>
    </>
  )
}
