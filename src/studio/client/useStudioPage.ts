import { useEffect, useState } from 'react'
import { STUDIO_ENDPOINT, type StudioPage } from '../studioTypes'

/** What the dev server says of the page at a path: its blocks, where each is written and their fields. */
export type StudioPageState = { status: 'idle' | 'loading' } | { status: 'error'; message: string } | StudioPageLoaded

interface StudioPageLoaded {
  status: 'ready'
  page: StudioPage
}

/** The studio's description of the page at `pathname`, asked of the dev server (`src/build/studioPlugin.ts`). */
export function useStudioPage(pathname: string | null): StudioPageState {
  const [state, setState] = useState<StudioPageState & { pathname?: string | null }>({ status: 'idle' })
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
  }, [pathname])
  if (pathname === null) return { status: 'idle' }
  return state.pathname === pathname ? state : { status: 'loading' }
}
