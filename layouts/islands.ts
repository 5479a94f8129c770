import type { HeaderIslands } from '../src/engine'
import type { Layouts } from '.'

/**
 * The headers with behaviour (menus, the phone drawer, the language menu), by the layout that shows them: in the
 * built site the browser hydrates these (islands) and loads nothing else of the chrome. A layout not listed here
 * (the landing header: the logo and a button) and every footer stay the server's HTML.
 */
export const headerIslands = {
  default: () => import('./chrome/SiteHeader').then((module) => module.SiteHeader),
  alternative: () => import('./chrome/AltHeader').then((module) => module.AltHeader),
} satisfies HeaderIslands & Partial<Record<keyof Layouts, unknown>>
