import { createContext, useContext, useEffect } from 'react'
import type { IconName } from './iconNames'

/**
 * The icons travel in the page, not in its JavaScript. A prerendered page carries one hidden `<svg>` sprite with a
 * `<symbol>` for each icon it draws (`iconSpriteMarkup`, before `#root`), and every `<Icon>` is a `<use>` of its
 * symbol, so the browser code holds icon names only. When the browser later draws an icon the page was not
 * prerendered with (after a client-side navigation), `ensureIcons` loads the set once, in a chunk of its own, and adds
 * the missing symbols.
 */

/** The id of the page's sprite element. */
export const ICON_SPRITE_ID = 'icon-sprite'

/** The id of an icon's `<symbol>` in the sprite (what its `<use href="#…">` points at). */
export function iconSymbolId(name: IconName): string {
  return `icon-${name}`
}

/** During a server render: the set the page's icons are collected in, for its sprite. `null` in the browser. */
export const IconCollectorContext = createContext<Set<IconName> | null>(null)

/**
 * Icons a component draws only after it hydrates (a carousel's arrows, the cross of an open menu): declared here,
 * they join the prerendered page's sprite, so they show the moment they appear, without a request.
 */
export function useSpriteIcons(names: readonly IconName[]): void {
  const collector = useContext(IconCollectorContext)
  if (collector) for (const name of names) collector.add(name)
  const key = names.join(' ')
  useEffect(() => {
    void ensureIcons(key.split(' ') as IconName[])
  }, [key])
}

/**
 * The sprite of a page: a hidden `<svg>` with a `<symbol>` per icon, in name order (the same page, the same bytes).
 * `bodies` is the generated set (`icons.generated.ts`), a checked static string per icon, never content.
 */
export function iconSpriteMarkup(names: Iterable<IconName>, bodies: Readonly<Record<IconName, string>>): string {
  const symbols = [...new Set(names)]
    .sort()
    .map((name) => `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${bodies[name]}</symbol>`)
  return symbols.length === 0 ? '' : `<svg id="${ICON_SPRITE_ID}" hidden aria-hidden="true">${symbols.join('')}</svg>`
}

/** In the browser: adds to the page's sprite (made if the page has none) the symbols of `names` it lacks. */
export async function ensureIcons(names: readonly IconName[]): Promise<void> {
  const missing = names.filter((name) => !document.getElementById(iconSymbolId(name)))
  if (missing.length === 0) return
  const { ICON_BODIES } = await import('./icons.generated')
  const markup = iconSpriteMarkup(
    missing.filter((name) => !document.getElementById(iconSymbolId(name))),
    ICON_BODIES,
  )
  if (!markup) return
  const template = document.createElement('template')
  template.innerHTML = markup
  const incoming = template.content.firstElementChild!
  const sprite = document.getElementById(ICON_SPRITE_ID)
  if (sprite) sprite.append(...incoming.children)
  else document.body.append(incoming)
}
