import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { isNavMenu, type NavLink } from '../../src/engine'
import { useNavigation } from './useNavigation'
import { Chevron } from './Chevron'
import { LanguageLinks } from './LanguageLinks'
import { chromeCopy } from './navigation'
import { NavLinks } from './NavLinks'

/**
 * The drawer's navigation: the header links, the services and the languages. `onNavigate` runs when a link is chosen.
 * Also the phone menu of the prerendered page, before (or without) JavaScript.
 */
export function DrawerNav({ onNavigate }: { onNavigate?: () => void }) {
  const { _ } = useLingui()
  const navigation = useNavigation()
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
