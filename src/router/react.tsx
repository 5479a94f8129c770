import {
  createContext,
  useContext,
  useLayoutEffect,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'
import type { RouterState, SiteRouter } from './router'

const RouterContext = createContext<SiteRouter | null>(null)

/** Hands `router` to the hooks and links below, and tells it once each of its states is on screen. */
export function RouterProvider({ router, children }: { router: SiteRouter; children: ReactNode }) {
  const location = useSyncExternalStore(
    router.subscribe,
    () => router.getState().location,
    () => router.getState().location,
  )
  // After the commit that shows a new location: focus, announcement and scroll follow (`onRendered`).
  useIsomorphicLayoutEffect(() => router.rendered(), [location])
  return <RouterContext value={router}>{children}</RouterContext>
}

// Layout effects do not run on the server; React warns when one is declared there.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => undefined : useLayoutEffect

export function useRouter(): SiteRouter {
  const router = useContext(RouterContext)
  if (!router) throw new Error('Router hooks need a <RouterProvider> above them (see src/render/SiteApp.tsx)')
  return router
}

/** A part of the router's state; the component renders again when `select`'s answer changes. */
export function useRouterState<T>(select: (state: RouterState) => T): T {
  const router = useRouter()
  const read = () => select(router.getState())
  return useSyncExternalStore(router.subscribe, read, read)
}

/** Navigates client-side to a site path (`/pt-br/obrigado`, with query or fragment). */
export function useNavigate(): (href: string) => Promise<void> {
  const router = useRouter()
  return (href) => router.navigate(href)
}

/**
 * A link to a page of the site: a real `<a href>` (it works without JavaScript and is crawlable) that navigates
 * client-side on a plain click and loads its page ahead when hovered, touched or focused. A click with a modifier,
 * a middle click, a `target` or a `download` is the browser's; so is a fragment of the page already shown.
 */
export function Link({ href, onClick, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter()
  const preload = () => router.preload(href)
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !isPlainClick(event) || rest.target || rest.download !== undefined) return
    const to = new URL(event.currentTarget.href)
    if (to.origin !== window.location.origin) return
    if (to.hash && to.pathname === window.location.pathname && to.search === window.location.search) return
    event.preventDefault()
    void router.navigate(to.pathname + to.search + to.hash)
  }
  return (
    <a href={href} onClick={follow} onMouseEnter={preload} onFocus={preload} onTouchStart={preload} {...rest}>
      {children}
    </a>
  )
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
}
