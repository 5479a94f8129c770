import { useLingui } from '@lingui/react'
import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react'
import { isNavMenu, ContactAction, MenuContact } from '../../src/engine'
import { useNavigation } from './useNavigation'
import { Container } from '../../src/design/Container'
import { useHydrated } from '../../src/design/useHydrated'
import { KeptHtml } from '../../src/design/KeptHtml'
import { useMediaQuery, WIDE_SCREEN } from '../../src/design/useMediaQuery'
import { DrawerNav } from './DrawerNav'
import { LanguageMenu } from './LanguageMenu'
import { Logo } from '../../src/design/Logo'
import { useMenuStore } from './menuStore'
import { MenuDropdown } from './MenuDropdown'
import { chromeCopy } from './navigation'
import { MENU_BUTTON, MenuIcon, NoScriptPhoneMenu } from './MenuIcon'
import { NavLinks } from './NavLinks'

/**
 * The bar of every header: sticky, on the light surface (translucent over what scrolls under it), 55 px high at every
 * width (`h-header`, the spec's height), its content in the header's column (`Container width="header"`: up to the
 * spec's 1048 px). On a short screen (`short`: 200 % zoom, a phone on its side) it scrolls away with the page, so
 * that it and the cookie banner never cover more than a third of the screen.
 */
export const HEADER_BAR =
  'sticky top-0 z-30 h-header border-b border-line bg-surface/85 backdrop-blur-md backdrop-saturate-150 short:relative'

const loadDrawer = () => import('./Drawer')
const Drawer = lazy(() => loadDrawer().then((module) => ({ default: module.Drawer })))

/**
 * A bar's navigation, shown from `lg`: its links (`<li>` items), then the language menu at the bar's end. On a
 * narrower screen it stays the server's HTML while the header hydrates (its menus the native disclosures), so a phone
 * spends nothing on it, and is rendered anew with its scripted menus once the screen widens.
 */
export function BarNavigation({ children }: { children: ReactNode }) {
  const { _ } = useLingui()
  const wide = useMediaQuery(WIDE_SCREEN)
  return (
    <KeptHtml key={wide ? 'wide' : 'narrow'} keep={!wide}>
      <nav aria-label={_(chromeCopy.mainNavigation)} className="hidden flex-1 lg:block">
        <ul className="flex items-center gap-1">
          {children}
          {/* At the bar's end, its chevron (not its hit area) on the content column's edge. */}
          <li className="-mr-3 ml-auto">
            <LanguageMenu />
          </li>
        </ul>
      </nav>
    </KeptHtml>
  )
}

/**
 * The contact action in a bar with a phone menu: beside the menu button from `sm` (a phone's menu holds it below
 * that), at the bar's end from `lg`.
 */
export const BAR_ACTION = 'hidden sm:inline-flex'

/**
 * The site header: full navigation on wide screens (links after the logo, the languages, then the contact action at
 * the end), a drawer below `lg` that ends with the same action.
 */
export function SiteHeader() {
  const { _ } = useLingui()
  const navigation = useNavigation()
  const drawerId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  const { drawerOpen, setDrawerOpen } = useMenuStore()
  const returnFocus = useCallback(() => menuButton.current, [])
  const hydrated = useHydrated()
  // The drawer is mounted once first opened (its code is fetched as soon as the button is approached).
  const [drawerWanted, setDrawerWanted] = useState(false)
  return (
    <header data-surface="light" className={HEADER_BAR}>
      <Container width="header" className="flex h-full items-center justify-between gap-4 lg:gap-8">
        <KeptHtml>
          <Logo />
        </KeptHtml>
        <BarNavigation>
          {navigation.header.map((item) =>
            isNavMenu(item) ? (
              <li key={item.label.id}>
                <MenuDropdown menu={item} />
              </li>
            ) : (
              <NavLinks key={item.href} links={[item]} className="nav-item" />
            ),
          )}
        </BarNavigation>
        <div className="flex items-center gap-2">
          <KeptHtml>
            <ContactAction className={BAR_ACTION} />
          </KeptHtml>
          {hydrated ? (
            <button
              ref={menuButton}
              type="button"
              className={MENU_BUTTON}
              aria-label={_(chromeCopy.openMenu)}
              aria-expanded={drawerOpen}
              aria-controls={drawerWanted ? drawerId : undefined}
              aria-haspopup="dialog"
              onPointerEnter={loadDrawer}
              onPointerDown={loadDrawer}
              onFocus={loadDrawer}
              onClick={() => {
                setDrawerWanted(true)
                setDrawerOpen(true)
              }}
            >
              <MenuIcon />
            </button>
          ) : (
            // Before (or without) JavaScript the phone menu is a native disclosure dropping the drawer's links below the
            // header, as wide as the drawer (no side border narrows it); its end padding keeps its last link clear of the
            // screen's bottom edge.
            <NoScriptPhoneMenu>
              <div className="absolute top-full right-0 flex h-dvh w-drawer max-w-full flex-col overflow-y-auto border-b border-line bg-surface pb-14 shadow-raised">
                <DrawerNav />
                <MenuContact className="mt-auto" />
              </div>
            </NoScriptPhoneMenu>
          )}
        </div>
      </Container>
      {hydrated && drawerWanted && (
        <Suspense>
          <Drawer id={drawerId} returnFocusTo={returnFocus} />
        </Suspense>
      )}
    </header>
  )
}
