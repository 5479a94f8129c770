import { useLingui } from '@lingui/react'
import { CookieSettingsButton, useSiteData, contactCopy } from '../../src/engine'
import { Container } from '../../src/design/Container'
import { footerCopy } from './footerCopy'

/**
 * The footers' last line, under a hairline in the footer's column: copyright with the registered name, the CNPJ, and
 * the cookie settings.
 */
export function FooterLegal() {
  const { _ } = useLingui()
  const { settings } = useSiteData()
  return (
    <Container width="footer">
      <div className="flex flex-col gap-x-6 gap-y-2 border-t border-line py-6 text-small text-fg-muted sm:flex-row sm:items-center sm:justify-between">
        <p className="flex flex-wrap gap-x-3 gap-y-1">
          <span>
            © {settings.copyrightYear} {settings.legalName}. {_(footerCopy.rights)}
          </span>{' '}
          <span>{_({ ...contactCopy.companyId, values: { companyId: settings.companyId } })}</span>
        </p>
        <span className="shrink-0 self-start sm:self-auto">
          <CookieSettingsButton />
        </span>
      </div>
    </Container>
  )
}
