import { useLingui } from '@lingui/react'
import { consentCopy } from './consentCopy'
import { useConsentStore } from './consentStore'

/** Reopens the cookie banner so visitors can change their choice (a footer link's look). */
export function CookieSettingsButton() {
  const { _ } = useLingui()
  const reopen = useConsentStore((state) => state.reopen)
  return (
    <button type="button" onClick={reopen} className="footer-link">
      {_(consentCopy.settings)}
    </button>
  )
}
