import { useEffect, useState } from 'react'

/**
 * The browser's current path, followed through the site's client-side navigation (the site's router changes the
 * URL with the History API, which fires no event): read again on `popstate` and a few times a second.
 */
export function usePathname(): string {
  const [pathname, setPathname] = useState(location.pathname)
  useEffect(() => {
    const read = () => setPathname(location.pathname)
    const timer = setInterval(read, 400)
    addEventListener('popstate', read)
    return () => {
      clearInterval(timer)
      removeEventListener('popstate', read)
    }
  }, [])
  return pathname
}
