import type { I18n } from '@lingui/core'
import type { PageConfig } from '../config/pages'
import type { Locale } from '../i18n/locales'
import type { RouteHead } from '../render/head'
import type { SiteRouteData } from './siteRoute'

/** What a URL shows, fully loaded (its page's code, blocks and messages): a page, or the not-found page. */
export interface Match {
  /** The page route (URL, locale, the same page in each locale); undefined on the not-found page. */
  route?: SiteRouteData
  /** The page shown; undefined on the not-found page. */
  page?: PageConfig
  /** The locale of what is on screen (the not-found page's comes from its path). */
  locale: Locale
  /** That locale's i18n instance, holding every message the page and its chrome show. */
  i18n: I18n
  /** The tags of `<head>`: title, description, canonical, hreflang, Open Graph… */
  head: RouteHead
}

/** Where the router is: the address in the bar, split as the router reads it. */
export interface RouterLocation {
  pathname: string
  /** The fragment without `#` ('' when none). */
  hash: string
  /** Path, query and fragment, as pushed to the history. */
  href: string
}

export interface RouterState {
  location: RouterLocation
  match: Match
}

/**
 * Loads what a path shows: its page's code, blocks and messages, and answers the match, or null when the path is
 * not a page of this site (a file, an endpoint): then the browser opens it itself.
 */
export type Resolve = (pathname: string) => Promise<Match | null>

/** Told after a new state was rendered (see `RouterProvider`): focus and scroll follow a navigation there. */
export interface RenderedEvent {
  from: RouterLocation | undefined
  to: RouterLocation
  pathChanged: boolean
}

export interface SiteRouter {
  /** The current state; throws before the first `load`. */
  getState(): RouterState
  /** Calls `listener` on every change of state; answers how to stop. */
  subscribe(listener: () => void): () => void
  /** Opens `href` without touching the history: the first page (server render, hydration). */
  load(href: string): Promise<void>
  /** Client-side navigation: loads `href`, then pushes (or replaces) it and shows it; falls back to a full load. */
  navigate(href: string, options?: { replace?: boolean }): Promise<void>
  /** Loads `href` ahead of a likely visit (a link hovered or focused); shows nothing. */
  preload(href: string): void
  /**
   * Shows `match` at the current location and forgets every page loaded ahead: what the dev server's hot update
   * calls once the sources changed (`app/devPreview/`).
   */
  refresh(match: Match): void
  /** Follows the browser's back and forward buttons; answers how to stop. */
  listen(): () => void
  /** Called once a new state is on screen (by `RouterProvider`); tells `onRendered` listeners. */
  rendered(): void
  /** Calls `listener` once each new location is on screen; answers how to stop. */
  onRendered(listener: (event: RenderedEvent) => void): () => void
  /** Calls `listener` before the router moves to another location (not on `load`); answers how to stop. */
  onNavigate(listener: (to: RouterLocation) => void): () => void
}

/** Path, query and fragment of `href` against the current page (or the root on the server). */
export function locationOf(href: string, base = typeof location === 'undefined' ? 'http://x/' : location.href) {
  const url = new URL(href, base)
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
  return { pathname, hash: url.hash.slice(1), href: pathname + url.search + url.hash }
}

/**
 * The site's router, framework-free: a path resolves to a loaded `Match` (once per path: a hover's preload is
 * what the click then shows), the newest navigation wins, and the state changes only once everything it shows is
 * loaded, so the page never renders half-loaded or untranslated. React reads it through `src/router/react.tsx`.
 */
export function createRouter(resolve: Resolve): SiteRouter {
  const resolved = new Map<string, Promise<Match | null>>()
  const listeners = new Set<() => void>()
  const renderedListeners = new Set<(event: RenderedEvent) => void>()
  const navigateListeners = new Set<(to: RouterLocation) => void>()
  let state: RouterState | undefined
  let shown: RouterLocation | undefined
  let latest = 0

  const matchOf = (pathname: string) => {
    let match = resolved.get(pathname)
    if (!match) {
      match = resolve(pathname)
      resolved.set(pathname, match)
      match.catch(() => resolved.delete(pathname))
    }
    return match
  }
  const set = (next: RouterState) => {
    state = next
    for (const listener of listeners) listener()
  }
  /** Loads `href` and, if no newer navigation started meanwhile, shows it after `commit` (the history's step). */
  const go = async (href: string, commit: (to: RouterLocation) => void) => {
    const id = ++latest
    const to = locationOf(href)
    for (const listener of navigateListeners) listener(to)
    let match: Match | null
    try {
      match = await matchOf(to.pathname)
    } catch {
      match = null
    }
    if (id !== latest) return
    if (!match) return window.location.assign(to.href)
    commit(to)
    set({ location: to, match })
  }

  return {
    getState() {
      if (!state) throw new Error('The router has no state yet: `await router.load(url)` first')
      return state
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async load(href) {
      const to = locationOf(href)
      const match = await matchOf(to.pathname)
      if (!match) throw new Error(`${to.pathname} is not a page of this site`)
      set({ location: to, match })
    },
    navigate(href, { replace = false } = {}) {
      return go(href, (to) =>
        history[replace || to.href === state?.location.href ? 'replaceState' : 'pushState'](null, '', to.href),
      )
    },
    preload(href) {
      void matchOf(locationOf(href).pathname).catch(() => undefined)
    },
    refresh(match) {
      if (!state) throw new Error('The router has no page to refresh yet: `await router.load(url)` first')
      const { location } = state
      resolved.clear()
      resolved.set(location.pathname, Promise.resolve(match))
      set({ location, match })
    },
    listen() {
      const onPopState = () => {
        const to = locationOf(window.location.href)
        // A fragment in the same page: the browser already scrolled to it.
        if (state && to.pathname === state.location.pathname) return set({ ...state, location: to })
        void go(to.href, () => undefined)
      }
      window.addEventListener('popstate', onPopState)
      return () => window.removeEventListener('popstate', onPopState)
    },
    rendered() {
      if (!state || state.location === shown) return
      const event = { from: shown, to: state.location, pathChanged: shown?.pathname !== state.location.pathname }
      shown = state.location
      if (event.from) for (const listener of renderedListeners) listener(event)
    },
    onRendered(listener) {
      renderedListeners.add(listener)
      return () => renderedListeners.delete(listener)
    },
    onNavigate(listener) {
      navigateListeners.add(listener)
      return () => navigateListeners.delete(listener)
    },
  }
}
