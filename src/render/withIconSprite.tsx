import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { IconName } from '../design/iconNames'
import { ICON_BODIES } from '../design/icons.generated'
import { IconCollectorContext, iconSpriteMarkup } from '../design/iconSprite'

/**
 * Renders `element` to HTML on the server and returns, beside it, the sprite of the icons it drew (and declared with
 * `useSpriteIcons`): the page puts the sprite before its `#root`, so every `<use>` finds its symbol as soon as it is
 * parsed (a built page paints its first screen before the rest is parsed: `firstScreen`).
 */
export function renderToStringWithSprite(element: ReactElement): { html: string; sprite: string } {
  const icons = new Set<IconName>()
  const html = renderToString(<IconCollectorContext value={icons}>{element}</IconCollectorContext>)
  return { html, sprite: iconSpriteMarkup(icons, ICON_BODIES) }
}
