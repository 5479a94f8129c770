import type { Page } from '@playwright/test'
import { BANNER_WAIT_MARK } from '../../src/consent/consentStore'

/** The trackers' hosts: the tag manager, the ad pixel and analytics. */
const TRACKER_HOSTS =
  /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|www\.facebook\.com|[\w.]*google-analytics\.com)\//

/** Answers every tracker request locally with an empty script (nothing reaches the internet) and records its URL. */
export async function recordTrackers(page: Page): Promise<string[]> {
  const requests: string[] = []
  await page.route(TRACKER_HOSTS, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' })
  })
  return requests
}

/** The calls queued on the ad pixel (`fbq`), e.g. `['track', 'PageView', { path: '/pt-br' }]`. */
export const pixelCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue ?? []).map((call) => [...call]),
  )

/**
 * Records, on the page's own clock, when the cookie banner first enters the document; the returned function reads
 * how long after the page's wait started (the mark it sets after hydration) that was, in ms. Measured in the page,
 * not the test (a loaded CI runner once took over 600 ms between two steps).
 */
export async function recordBannerTime(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-consent-banner]')) return
      ;(window as unknown as { __bannerAt: number }).__bannerAt = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  return () =>
    page.evaluate((mark) => {
      const bannerAt = (window as unknown as { __bannerAt: number }).__bannerAt
      const waitFrom = performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? Number.NaN
      return bannerAt - waitFrom
    }, BANNER_WAIT_MARK)
}
