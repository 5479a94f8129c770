import type { ViteHotContext } from 'vite/types/hot.d.ts'
import type { SiteData } from '../../../config/site.ts'
import { openAllGates } from '../../../render/hydrationGates.ts'
import type { SectionLoader } from '../../../render/sectionLoader.ts'
import type { BrowserRouter } from '../../../router/browserRouter.ts'
import { PREVIEW_ENDPOINT, SOURCES_CHANGED, type PreviewAnswer } from '../protocol.ts'
import { closeOverlay, showOverlay } from './overlay.ts'
import { onSectionChange } from './sectionUpdates.ts'
import { showStatus } from './statusBadge.ts'

/** The hydrated site, as `app/hydrate.tsx` holds it. */
export interface LiveSite {
  router: BrowserRouter
  sections: SectionLoader
  /** Renders the whole site again, with new site data when given; React keeps the state of what stays. */
  render(site?: SiteData): void
}

/**
 * `npm run dev` only: shows each saved edit in the open tab without reloading it. When the dev server says the sources
 * changed (`SOURCES_CHANGED`), the page is asked for afresh and shown in place: the router's state and the site data
 * change, React renders again and keeps what was typed and where the page was scrolled in every block that is still
 * there. A mistake shows in Vite's overlay instead, and the next good save closes it. A section's own module is
 * swapped in its loader. The page's status (a draft, a translation in progress) shows in a badge.
 */
export function followSourceEdits(hot: ViteHotContext, { router, sections, render }: LiveSite): void {
  const latestOnly = latestAnswers()
  hot.on(SOURCES_CHANGED, async () => {
    // Blocks still waiting to hydrate do so while the page is fetched: an update must not reach server HTML.
    openAllGates()
    const answer = await latestOnly(router)
    if (!answer) return
    if ('problem' in answer) return showOverlay(answer.problem)
    closeOverlay()
    render(answer.page.site)
    await router.showFresh?.(answer.page, answer.head)
    showStatus(answer.status)
  })
  const showPageStatus = async () => {
    const answer = await latestOnly(router)
    if (!answer) return
    // A mistake the dev server found once it had sent the page (its first page waits for that page's checks only).
    if ('problem' in answer) return showOverlay(answer.problem)
    showStatus(answer.status)
  }
  router.onRendered(() => void showPageStatus())
  void showPageStatus()
  onSectionChange((type, module) => {
    sections.replace(type, module)
    render()
  })
}

/**
 * Asks the dev server for the page on screen; answers undefined when a newer question was asked meanwhile (after an
 * edit, or for the page shown next) or the browser moved to another page, as its answer would be out of date (a
 * status asked for before an edit must not mark the page as it was), or when the request failed.
 */
function latestAnswers() {
  let latest = 0
  return async (router: BrowserRouter): Promise<PreviewAnswer | undefined> => {
    const asked = ++latest
    const { pathname } = router.getState().location
    try {
      const response = await fetch(`${PREVIEW_ENDPOINT}?path=${encodeURIComponent(pathname)}`)
      const answer = (await response.json()) as PreviewAnswer
      return latest === asked && router.getState().location.pathname === pathname ? answer : undefined
    } catch (error) {
      console.error('The dev server did not answer for the page on screen:', error)
      return undefined
    }
  }
}
