import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { Icon } from '../../src/design/Icon'
import { useSpriteIcons } from '../../src/design/iconSprite'
import { chromeCopy } from './navigation'
import { NoScriptDisclosure } from './NoScriptDisclosure'

/**
 * The phone menu button of the headers (a 44 px target), hidden from `lg` up. Its negative end margin lines the icon
 * (not the hit area) up with the content column's edge.
 */
export const MENU_BUTTON =
  '-mr-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-control text-fg transition-colors duration-fast ease-brand hover:bg-fg/5 lg:hidden'

/** The icon of a phone menu button: three bars, or a cross while its menu is open. */
export function MenuIcon({ open = false }: { open?: boolean }) {
  // The cross (here and on the drawer's close button) appears only once the menu opens.
  useSpriteIcons(['x'])
  return <Icon name={open ? 'x' : 'menu'} size={24} />
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
