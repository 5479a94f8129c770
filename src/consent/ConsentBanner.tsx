import { useLingui } from '@lingui/react'
import { useEffect, useRef } from 'react'
import { SmartLink } from '../router/SmartLink'
import { Button } from '../design/Button'
import { Container } from '../design/Container'
import { consentCopy } from './consentCopy'
import { useConsentStore } from './consentStore'

/** How long after a focus change a scroll that ends is taken for the one the focus change started. */
const FOCUS_SCROLL_MS = 1500

/**
 * The cookie banner: a compact bar along the screen's bottom edge, in the page's column: one sentence with the link to
 * the privacy policy (one line on a laptop), reject and accept the same size side by side. Small enough that, with the
 * header, it covers at most 35 % of a screen zoomed to 200 % or a short one (`tests/e2e/cookie-banner-zoom.spec.ts`).
 * It never takes focus; while it is open the page keeps focused elements clear of it.
 */
export function ConsentBanner() {
  const { _ } = useLingui()
  const { bannerOpen, choose } = useConsentStore()
  const banner = useRef<HTMLElement>(null)

  // WCAG 2.4.11: whatever gets keyboard focus must not sit behind the banner, so scroll it clear. The page gets
  // room below its end as tall as the banner, so even the last element of the footer can scroll clear.
  useEffect(() => {
    const element = banner.current
    if (!bannerOpen || !element) return
    const root = document.documentElement
    // It scrolls no further than keeps the element's top below the sticky header: an element taller than the room
    // between them (the main region, which a click on its text or the skip link focuses) stays where it is.
    const clear = (target: EventTarget | null) => {
      if (!(target instanceof Element) || target === document.body || element.contains(target)) return
      const box = target.getBoundingClientRect()
      const overlap = box.bottom - element.getBoundingClientRect().top
      if (overlap <= 0) return
      const headerBottom = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0)
      const distance = Math.min(overlap + 16, box.top - headerBottom)
      if (distance > 0) window.scrollBy({ top: distance, behavior: 'instant' })
    }
    // The observer reports the banner's height once laid out (and on every change), so nothing forces a layout at
    // load (nothing has focus yet). A banner that grew (text wrapping at a larger size) covers more: what has focus
    // is scrolled clear again.
    const resized = new ResizeObserver(([entry]) => {
      const height = Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight)
      root.style.scrollPaddingBottom = `${height + 16}px`
      document.body.style.paddingBottom = `${height}px`
      clear(document.activeElement)
    })
    resized.observe(element, { box: 'border-box' })
    // The page scrolls smoothly, and so does the browser's own scroll to a focused element. Focus moved again while
    // that scroll runs (Tab held down), the scroll still ends where the element before wanted it, which may leave
    // what has focus now under the banner: once a scroll that follows a focus change ends, it is cleared again. A
    // scroll long after (the visitor's own) leaves the page where the visitor put it.
    let focusedAt = -Infinity
    const keepClear = (event: FocusEvent) => {
      focusedAt = performance.now()
      clear(event.target)
    }
    const afterScroll = () => {
      if (performance.now() - focusedAt < FOCUS_SCROLL_MS) clear(document.activeElement)
    }
    document.addEventListener('focusin', keepClear)
    window.addEventListener('scrollend', afterScroll)
    return () => {
      document.removeEventListener('focusin', keepClear)
      window.removeEventListener('scrollend', afterScroll)
      resized.disconnect()
      root.style.removeProperty('scroll-padding-bottom')
      document.body.style.removeProperty('padding-bottom')
    }
  }, [bannerOpen])

  if (!bannerOpen) return null
  return (
    <section
      ref={banner}
      aria-label={_(consentCopy.region)}
      data-consent-banner
      data-surface="light"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line shadow-raised"
    >
      <Container className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-6">
        <h2 className="sr-only">{_(consentCopy.title)}</h2>
        <p className="min-w-0 flex-1 text-small text-fg-muted">
          {_(consentCopy.text)}{' '}
          <SmartLink
            href="/politica-de-privacidade"
            className="font-medium text-fg underline decoration-line-strong underline-offset-4 transition-colors duration-fast hover:decoration-fg"
          >
            {_(consentCopy.learnMore)}
            <span className="sr-only">: {_(consentCopy.privacy)}</span>
          </SmartLink>
        </p>
        {/* Reject first, then accept: the same size, side by side (equally easy to choose). */}
        <div className="flex shrink-0 gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => choose('rejected')}
            className="min-w-0 flex-1 px-3 sm:flex-none sm:px-4"
          >
            {_(consentCopy.reject)}
          </Button>
          <Button size="sm" onClick={() => choose('accepted')} className="min-w-0 flex-1 px-3 sm:flex-none sm:px-4">
            {_(consentCopy.accept)}
          </Button>
        </div>
      </Container>
    </section>
  )
}
