import { useCallback, useEffect, useState } from 'react'
import { SOURCES_CHANGED } from '../../devPreview/protocol'
import { STUDIO_ENDPOINT, type StudioPage } from '../studioTypes'

/** What the dev server says of the page at a path: its blocks, where each is written and their fields. */
export type StudioPageState = { status: 'idle' | 'loading' } | { status: 'error'; message: string } | StudioPageLoaded

interface StudioPageLoaded {
  status: 'ready'
  page: StudioPage
}

/**
 * The studio's description of the page at `pathname`, asked of the dev server (`src/tools/build/studioPlugin.ts`), and
 * asked again each time the page's sources change (a save, a studio edit, an undo): the page shown keeps it.
 */
export function useStudioPage(pathname: string | null): [state: StudioPageState, reload: () => void] {
  const [state, setState] = useState<StudioPageState & { pathname?: string | null }>({ status: 'idle' })
  const [version, setVersion] = useState(0)
  // The same function from one render to the next: the studio's edits (and the page's copy being edited in place)
  // depend on it.
  const reload = useCallback(() => setVersion((count) => count + 1), [])
  useEffect(() => {
    const hot = import.meta.hot
    const changed = () => setVersion((count) => count + 1)
    // Vite's client, in `npm run dev` (the only place the studio runs).
    hot?.on(SOURCES_CHANGED, changed)
    return () => hot?.off(SOURCES_CHANGED, changed)
  }, [])
  useEffect(() => {
    if (pathname === null) return
    let current = true
    fetch(`${STUDIO_ENDPOINT}/page?path=${encodeURIComponent(pathname)}`)
      .then(async (response) => {
        const body = (await response.json()) as StudioPage & { error?: string }
        if (!current) return
        setState(
          response.ok
            ? { status: 'ready', page: body, pathname }
            : { status: 'error', message: body.error ?? response.statusText, pathname },
        )
      })
      .catch((error: unknown) => current && setState({ status: 'error', message: String(error), pathname }))
    return () => {
      current = false
    }
  }, [pathname, version])
  if (pathname === null) return [{ status: 'idle' }, reload]
  return [state.pathname === pathname ? state : { status: 'loading' }, reload]
}
