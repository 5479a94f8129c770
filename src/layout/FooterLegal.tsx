import { useLingui } from '@lingui/react'
import { CookieSettingsButton } from '../consent/CookieSettingsButton'
import { useSiteData } from '../render/siteData'
import { footerCopy } from './footerCopy'

/** The footers' last line: copyright and the cookie settings. */
export function FooterLegal() {
  const { _ } = useLingui()
  const { settings } = useSiteData()
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-white/10 px-4 py-5 text-center text-sm">
      <p>
        © {settings.copyrightYear} {settings.legalName}. {_(footerCopy.rights)}
      </p>
      <CookieSettingsButton />
    </div>
  )
}
