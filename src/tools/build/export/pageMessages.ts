import type { Messages } from '@lingui/core'
import { readBuildCache, writeBuildCache } from '../buildCache'

/** Where a message shows, as `scripts/i18n/usage.ts` finds it for the PO files' `#.` notes. */
export interface MessagePlace {
  /** The page it is on, or null for the chrome, the not-found page and the team's e-mail. */
  pageId: string | null
  /** A path that shows it, or null when no page does (the team's e-mail). */
  path: string | null
  /** Drawn inside a picture of the page (its file has the words): the page never ships it as text. */
  inPicture?: true
}

/** The message ids each page ships: the chrome's on every page, and each page's own by page id. */
export interface PageMessageIds {
  /** Shown on every page (header, footer, cookie banner, the not-found page, the site's menus and settings). */
  chrome: string[]
  /** Each page's own: its blocks and meta, conditional copy such as form errors included. */
  pages: Record<string, string[]>
}

/** Picks, from a locale's whole compiled catalog, the messages one page ships (`pageId` null: the not-found page). */
export type PickPageMessages = (pageId: string | null, messages: Messages) => Messages

/** Where the build's first step (`scripts/prebuild.ts`) leaves the lists for the prerender (`<dist>/cache/`). */
const PAGE_MESSAGES_FILE = 'page-messages.json'

/**
 * What each page ships of its locale's catalog: the messages of its own blocks and meta, and those of the chrome
 * every page shows (`chromeIds` adds the site's menus and settings). The same where-used knowledge as the
 * translators' notes, so a page ships exactly the messages the translation gate checked for it; copy shown on no
 * page (the team's e-mail) ships nowhere, nor do the words drawn inside pictures.
 */
export function pageMessageIds(
  places: ReadonlyMap<string, readonly MessagePlace[]>,
  chromeIds: Iterable<string>,
): PageMessageIds {
  const chrome = new Set(chromeIds)
  const pages: Record<string, string[]> = {}
  for (const [id, list] of places) {
    for (const place of list) {
      if (place.inPicture) continue
      if (place.pageId !== null) (pages[place.pageId] ??= []).push(id)
      else if (place.path !== null) chrome.add(id)
    }
  }
  return { chrome: [...chrome], pages }
}

/** The picker of the lists `ids`: a page's messages are the chrome's and its own, those the catalog has. */
export function pageMessagePicker({ chrome, pages }: PageMessageIds): PickPageMessages {
  return (pageId, messages) => {
    const picked: Messages = {}
    for (const id of [...chrome, ...(pageId === null ? [] : (pages[pageId] ?? []))])
      if (id in messages) picked[id] = messages[id]!
    return picked
  }
}

/** Writes the lists where the prerender reads them (`<dist>/cache/page-messages.json`). */
export function writePageMessageIds(dist: string, ids: PageMessageIds): Promise<void> {
  return writeBuildCache(dist, PAGE_MESSAGES_FILE, ids)
}

/** Reads the lists the build's first step wrote; a build that skipped it stops here and says so. */
export function readPageMessageIds(dist: string): PageMessageIds {
  return readBuildCache(dist, PAGE_MESSAGES_FILE)
}
