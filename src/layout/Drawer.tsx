import { useLingui } from '@lingui/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { isNavMenu, type NavLink } from '../config/site'
import { useSiteData } from '../router/runtime'
import { Icon } from '../design/Icon'
import { Chevron } from './Chevron'
import { useMenuStore } from './menuStore'
import { LanguageLinks } from './LanguageLinks'
import { chromeCopy } from './navigation'
import { NavLinks } from './NavLinks'

/**
 * The mobile menu: a modal dialog sliding in from the right over the scrim, 300px wide. The native `<dialog>` traps focus,
 * closes on Escape and hands focus back to the menu button; choosing any link or language closes it.
 */
export function Drawer({ id, returnFocusTo }: { id: string; returnFocusTo: () => HTMLElement | null }) {
  const { _ } = useLingui()
  const { drawerOpen, setDrawerOpen } = useMenuStore()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const close = () => setDrawerOpen(false)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (drawerOpen && !dialog.open) dialog.showModal()
    if (!drawerOpen && dialog.open) {
      dialog.close()
      returnFocusTo()?.focus()
    }
  }, [drawerOpen, returnFocusTo])

  return (
    // A click on the backdrop closes the dialog; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id={id}
      aria-label={_(chromeCopy.menu)}
      onClose={close}
      onClick={(event) => event.target === dialogRef.current && close()}
      data-surface="light"
      className="drawer fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-75 max-w-full overflow-y-auto border-l border-line p-0 shadow-raised backdrop:bg-scrim backdrop:backdrop-blur-sm"
    >
      <div className="sticky top-0 z-10 flex h-14 items-center justify-between border-b border-line bg-surface pr-2 pl-6">
        <p aria-hidden="true" className="text-eyebrow text-fg-muted uppercase">
          {_(chromeCopy.menu)}
        </p>
        <button
          type="button"
          onClick={close}
          aria-label={_(chromeCopy.closeMenu)}
          className="inline-flex size-11 items-center justify-center rounded-control text-fg transition-colors duration-fast ease-brand hover:bg-fg/5"
        >
          <Icon name="x" size={24} />
        </button>
      </div>
      <DrawerNav onNavigate={close} />
    </dialog>
  )
}

/**
 * The drawer's navigation: the header links, the services and the languages. `onNavigate` runs when a link is chosen.
 * Also the phone menu of the prerendered page, before (or without) JavaScript.
 */
export function DrawerNav({ onNavigate }: { onNavigate?: () => void }) {
  const { _ } = useLingui()
  const { navigation } = useSiteData()
  return (
    <nav aria-label={_(chromeCopy.mainNavigation)} className="p-3">
      <ul className="space-y-1">
        <NavLinks
          links={navigation.header.filter((item): item is NavLink => !isNavMenu(item))}
          onClick={onNavigate}
          className="drawer-item"
        />
        {navigation.header.filter(isNavMenu).map((menu) => (
          <Expandable key={menu.label.id} label={_(menu.label)}>
            <NavLinks links={menu.links} onClick={onNavigate} className="drawer-item text-fg-muted hover:text-fg" />
          </Expandable>
        ))}
        <Expandable label={_(chromeCopy.language)}>
          <LanguageLinks onClick={onNavigate} className="drawer-item text-fg-muted hover:text-fg" />
        </Expandable>
      </ul>
    </nav>
  )
}

/** A disclosure inside the drawer (services, languages), built on `<details>` so it works before JavaScript. */
function Expandable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <details className="group">
        <summary className="drawer-item disclosure-summary justify-between">
          {label}
          <Chevron open={false} className="text-fg-muted group-open:rotate-180" />
        </summary>
        <ul className="my-1 ml-3 space-y-0.5 border-l border-line pl-3">{children}</ul>
      </details>
    </li>
  )
}
