import { useLingui } from '@lingui/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { isNavMenu, type NavLink } from '../config/site'
import { useSiteData } from '../router/runtime'
import { Chevron } from './Chevron'
import { useMenuStore } from './menuStore'
import { LanguageLinks } from './LanguageLinks'
import { chromeCopy } from './navigation'
import { NavLinks } from './NavLinks'

/**
 * The mobile menu: a modal dialog sliding in from the right, 300px wide. The native `<dialog>` traps focus,
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
      className="drawer fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[300px] max-w-full bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50"
    >
      <div className="flex h-[55px] items-center justify-end border-b border-slate-200 px-2">
        <button
          type="button"
          onClick={close}
          aria-label={_(chromeCopy.closeMenu)}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
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
    <nav aria-label={_(chromeCopy.mainNavigation)} className="p-4">
      <ul className="space-y-1">
        <NavLinks
          links={navigation.header.filter((item): item is NavLink => !isNavMenu(item))}
          onClick={onNavigate}
          className="drawer-item"
        />
        {navigation.header.filter(isNavMenu).map((menu) => (
          <Expandable key={menu.label.id} label={_(menu.label)}>
            <NavLinks links={menu.links} onClick={onNavigate} className="drawer-item text-slate-700" />
          </Expandable>
        ))}
        <Expandable label={_(chromeCopy.language)}>
          <LanguageLinks onClick={onNavigate} className="drawer-item gap-3 text-slate-700" />
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
        <summary className="drawer-item cursor-pointer list-none justify-between">
          {label}
          <span className="transition-transform group-open:rotate-180">
            <Chevron open={false} />
          </span>
        </summary>
        <ul className="ml-3 border-l border-slate-200 pl-2">{children}</ul>
      </details>
    </li>
  )
}
