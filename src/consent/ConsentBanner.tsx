import { useLingui } from '@lingui/react'
import { useEffect, useRef } from 'react'
import { SmartLink } from '../router/SmartLink'
import { consentCopy } from './consentCopy'
import { useConsentStore } from './consentStore'

const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-full px-6 font-semibold'

/**
 * The cookie banner: accept and reject equally prominent, a link to the privacy policy. It never takes focus;
 * while it is open the page keeps focused elements clear of it.
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
    // The observer reports the banner's height once laid out (and on every change), so nothing forces a layout here.
    const resized = new ResizeObserver(([entry]) => {
      const height = Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight)
      root.style.scrollPaddingBottom = `${height + 16}px`
      document.body.style.paddingBottom = `${height}px`
    })
    resized.observe(element)
    const keepClear = (event: FocusEvent) => {
      const target = event.target as HTMLElement
      if (element.contains(target) || typeof target.getBoundingClientRect !== 'function') return
      const overlap = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top
      if (overlap > 0) window.scrollBy({ top: overlap + 16, behavior: 'instant' })
    }
    document.addEventListener('focusin', keepClear)
    return () => {
      document.removeEventListener('focusin', keepClear)
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
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-2xl sm:p-6"
    >
      <div className="mx-auto flex max-w-[1048px] flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="font-semibold text-ink">{_(consentCopy.title)}</h2>
          <p className="mt-1 text-sm text-slate-700">
            {_(consentCopy.text)}{' '}
            <SmartLink href="/politica-de-privacidade" className="font-medium text-brand underline">
              {_(consentCopy.privacy)}
            </SmartLink>
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <button
            type="button"
            onClick={() => choose('rejected')}
            className={`${BUTTON} bg-ink text-white hover:bg-slate-700`}
          >
            {_(consentCopy.reject)}
          </button>
          <button
            type="button"
            onClick={() => choose('accepted')}
            className={`${BUTTON} bg-brand text-white hover:bg-brand-dark`}
          >
            {_(consentCopy.accept)}
          </button>
        </div>
      </div>
    </section>
  )
}
