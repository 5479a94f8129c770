import { useLingui } from '@lingui/react'
import { useNavigation } from './useNavigation'
import { cn } from '../../src/design/cn'
import { Container } from '../../src/design/Container'
import { useHydrated } from '../../src/design/useHydrated'
import { ContactAction, MenuContact } from '../../src/engine'
import { LanguageLinks } from './LanguageLinks'
import { Logo } from '../../src/design/Logo'
import { chromeCopy } from './navigation'
import { NavLinks } from './NavLinks'
import { MENU_BUTTON, MenuIcon, NoScriptPhoneMenu } from './MenuIcon'
import { BAR_ACTION, BarNavigation, HEADER_BAR } from './SiteHeader'
import { KeptHtml } from '../../src/design/KeptHtml'
import { useDropdown } from './useDropdown'

/** The phone panel: drops over the page from under the bar, as wide as the screen. */
const PANEL = 'absolute inset-x-0 top-full border-b border-line bg-surface shadow-raised lg:hidden'

/**
 * The alternative navbar (home, about, news, AI products, languages) and the contact action. On small screens its
 * menu button slides down a panel with the same links, the languages and the action; choosing one closes it, Escape
 * too. Before (or without) JavaScript the button and panel are a native disclosure.
 */
export function AltHeader() {
  const { _ } = useLingui()
  const { open, close, rootProps, buttonProps, panelProps } = useDropdown({ hover: false })
  const hydrated = useHydrated()
  const links = useNavigation().alternativeHeader
  return (
    <header data-surface="light" className={HEADER_BAR} {...rootProps}>
      <Container width="header" className="flex h-full items-center justify-between gap-4 lg:gap-8">
        <KeptHtml>
          <Logo />
        </KeptHtml>
        <BarNavigation>
          <NavLinks links={links} className="nav-item" />
        </BarNavigation>
        <div className="flex items-center gap-2">
          <KeptHtml>
            <ContactAction className={BAR_ACTION} />
          </KeptHtml>
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
        </div>
      </Container>
      {hydrated && (
        <nav {...panelProps} aria-label={_(chromeCopy.menu)} className={cn(PANEL, 'slide-down')}>
          <PanelLinks onNavigate={close} />
        </nav>
      )}
    </header>
  )
}

/** The phone panel's lists, in the page's column: the links, the languages, then the contact action and details. */
function PanelLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { _ } = useLingui()
  return (
    <Container className="py-3">
      <ul className="-mx-3 space-y-0.5">
        <NavLinks links={useNavigation().alternativeHeader} onClick={onNavigate} className="drawer-item" />
      </ul>
      <div className="-mx-3 mt-3 border-t border-line pt-3">
        <ul aria-label={_(chromeCopy.language)} className="flex flex-wrap gap-1">
          <LanguageLinks onClick={onNavigate} className="drawer-item w-auto text-small" />
        </ul>
      </div>
      <MenuContact onNavigate={onNavigate} className="-mx-3 mt-3" />
    </Container>
  )
}
