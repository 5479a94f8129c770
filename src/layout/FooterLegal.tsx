import { useLingui } from '@lingui/react'
import { CookieSettingsButton } from '../consent/CookieSettingsButton'
import { company } from '../site/company'
import { footerCopy } from './footerCopy'

/** The footers' last line: copyright and the cookie settings. */
export function FooterLegal() {
  const { _ } = useLingui()
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-white/10 px-4 py-5 text-center text-sm">
      <p>
        © {company.copyrightYear} {company.legalName}. {_(footerCopy.rights)}
      </p>
      <CookieSettingsButton />
    </div>
  )
}
