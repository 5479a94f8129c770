import { useLingui } from '@lingui/react'
import { useEffect, useRef } from 'react'
import { Icon } from '../../src/design/Icon'
import { MenuContact } from '../../src/engine'
import { DrawerNav } from './DrawerNav'
import { useMenuStore } from './menuStore'
import { chromeCopy } from './navigation'

/**
 * The mobile menu: a modal dialog sliding in from the right over the scrim, 300px wide (`w-drawer`, the spec's
 * width), all of it the panel holding the links: no side border narrows it, its shadow sets it off the scrim. The
 * native `<dialog>` traps focus, closes on Escape and hands focus back to the menu button; choosing any link or
 * language closes it. It ends with the contact action, WhatsApp and e-mail, at its bottom edge. Its own chunk: the
 * header loads it when the menu button is first approached (pointer, touch or focus), so pages download it only for
 * visitors who open the menu.
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
      className="drawer fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-drawer max-w-full overflow-y-auto p-0 shadow-raised backdrop:bg-scrim backdrop:backdrop-blur-sm"
    >
      <div className="flex min-h-full flex-col">
        <div className="sticky top-0 z-10 flex h-header items-center justify-between border-b border-line bg-surface pr-2 pl-6">
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
        <MenuContact onNavigate={close} className="mt-auto" />
      </div>
    </dialog>
  )
}
