import { useLingui } from '@lingui/react'
import { CookieSettingsButton } from '../consent/CookieSettingsButton'
import { useSiteData } from '../router/runtime'
import { cn } from '../design/cn'
import { useHydrated } from '../design/useHydrated'
import { footerCopy } from './footerCopy'

/** The footers' last line: copyright and the cookie settings. */
export function FooterLegal() {
  const { _ } = useLingui()
  const { settings } = useSiteData()
  const hydrated = useHydrated()
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-white/10 px-4 py-5 text-center text-sm">
      <p>
        © {settings.copyrightYear} {settings.legalName}. {_(footerCopy.rights)}
      </p>
      {/* Without JavaScript no cookie is set and nothing is tracked, so there is nothing to configure: the button keeps
          its place (no layout shift) but stays invisible until it works. */}
      <span className={cn(!hydrated && 'invisible')}>
        <CookieSettingsButton />
      </span>
    </div>
  )
}
