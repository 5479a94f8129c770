import { useLingui } from '@lingui/react'
import { cn } from '../design/cn'
import { useHydrated } from '../design/useHydrated'
import { consentCopy } from './consentCopy'
import { useConsentStore } from './consentStore'

/**
 * Reopens the cookie banner so visitors can change their choice (a footer link's look): what the `cookie-settings`
 * island hydrates (`src/render/CookieSettingsButton.tsx`). Without JavaScript no cookie is set and nothing is
 * tracked, so there is nothing to configure: the button keeps its place (no layout shift) but stays invisible until
 * it works.
 */
export function CookieSettings() {
  const { _ } = useLingui()
  const hydrated = useHydrated()
  const reopen = useConsentStore((state) => state.reopen)
  return (
    <button type="button" onClick={reopen} className={cn('footer-link', !hydrated && 'invisible')}>
      {_(consentCopy.settings)}
    </button>
  )
}
