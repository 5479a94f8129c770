import type { Messages } from '@lingui/core'

/** Where a message shows, as `scripts/i18n/usage.ts` finds it for the PO files' `#.` notes. */
export interface MessagePlace {
  /** The page it is on, or null for the chrome, the not-found page and the team's e-mail. */
  pageId: string | null
  /** A path that shows it, or null when no page does (the team's e-mail). */
  path: string | null
}

/** Picks, from a locale's whole compiled catalog, the messages one page ships (`pageId` null: the not-found page). */
export type PickPageMessages = (pageId: string | null, messages: Messages) => Messages

/**
 * What each page ships of its locale's catalog: the messages of its own blocks and meta (copy in the props and
 * in the sections' components, conditional copy such as form errors included), and those of the chrome every
 * page shows (header, footer, cookie banner, the not-found page, the site's menus and settings: `chromeIds`).
 * The same where-used knowledge as the translators' notes, so a page ships exactly the messages the translation
 * gate checked for it; copy shown on no page (the team's e-mail) ships nowhere.
 */
export function pageMessagePicker(
  places: ReadonlyMap<string, readonly MessagePlace[]>,
  chromeIds: Iterable<string>,
): PickPageMessages {
  const chrome = new Set(chromeIds)
  const byPage = new Map<string, string[]>()
  for (const [id, list] of places) {
    for (const place of list) {
      if (place.pageId !== null) (byPage.get(place.pageId) ?? byPage.set(place.pageId, []).get(place.pageId)!).push(id)
      else if (place.path !== null) chrome.add(id)
    }
  }
  return (pageId, messages) => {
    const picked: Messages = {}
    for (const id of [...chrome, ...(pageId === null ? [] : (byPage.get(pageId) ?? []))])
      if (id in messages) picked[id] = messages[id]!
    return picked
  }
}
