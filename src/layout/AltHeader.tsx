import { useLingui } from '@lingui/react'
import { useSiteData } from '../router/runtime'
import { cn } from '../design/cn'
import { Container } from '../design/Container'
import { useHydrated } from '../design/useHydrated'
import { LanguageLinks } from './LanguageLinks'
import { LanguageMenu } from './LanguageMenu'
import { Logo } from './Logo'
import { chromeCopy } from './navigation'
import { NavLinks } from './NavLinks'
import { MENU_BUTTON, MenuIcon, NoScriptPhoneMenu } from './MenuIcon'
import { HEADER_BAR } from './SiteHeader'
import { useDropdown } from './useDropdown'

/** The phone panel: drops over the page from under the bar, as wide as the screen. */
const PANEL = 'absolute inset-x-0 top-full border-b border-line bg-surface shadow-raised lg:hidden'

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
    <header data-surface="light" className={HEADER_BAR} {...rootProps}>
      <Container className="flex h-full items-center justify-between gap-8">
        <Logo />
        <nav aria-label={_(chromeCopy.mainNavigation)} className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            <NavLinks links={links} className="nav-item" />
            {/* At the bar's end, its chevron (not its hit area) on the content column's edge. */}
            <li className="-mr-3 ml-auto">
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
            <MenuIcon open={open} />
          </button>
        ) : (
          <NoScriptPhoneMenu>
            <nav aria-label={_(chromeCopy.menu)} className={PANEL}>
              <PanelLinks />
            </nav>
          </NoScriptPhoneMenu>
        )}
      </Container>
      {hydrated && (
        <nav {...panelProps} aria-label={_(chromeCopy.menu)} className={cn(PANEL, 'slide-down')}>
          <PanelLinks onNavigate={close} />
        </nav>
      )}
    </header>
  )
}

/** The phone panel's lists, in the page's column: the links, then the languages. */
function PanelLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { _ } = useLingui()
  return (
    <Container className="py-3">
      <ul className="-mx-3 space-y-0.5">
        <NavLinks links={useSiteData().navigation.alternativeHeader} onClick={onNavigate} className="drawer-item" />
      </ul>
      <div className="mt-3 border-t border-line pt-3">
        <ul aria-label={_(chromeCopy.language)} className="-mx-3 flex flex-wrap gap-1">
          <LanguageLinks onClick={onNavigate} className="drawer-item w-auto text-small" />
        </ul>
      </div>
    </Container>
  )
}
