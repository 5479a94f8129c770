import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { useNavigation } from './useNavigation'
import { Container } from '../../src/design/Container'
import { footerCopy } from './footerCopy'
import { FooterContact } from '../../src/engine'
import { FooterLegal } from './FooterLegal'
import { LanguageLinks } from './LanguageLinks'
import { Logo } from '../../src/design/Logo'
import { NavLinks } from './NavLinks'
import { SocialLinks } from './SocialLinks'

/**
 * The site footer, on the inverse surface (its text, links and focus rings follow the tokens) and in the footer's
 * column: about, social links and compliance badge, then the configured columns (the languages under the first), the
 * contact details (`settings`); the legal line (copyright, CNPJ) closes it.
 */
export function SiteFooter() {
  const { _ } = useLingui()
  const navigation = useNavigation()
  return (
    <footer data-surface="inverse">
      <Container width="footer" className="grid gap-12 py-section-tight lg:grid-cols-12 lg:gap-8">
        <div className="flex flex-col items-start gap-6 lg:col-span-4">
          <Logo />
          <p className="max-w-sm text-small text-fg-muted">{_(footerCopy.description)}</p>
          <SocialLinks />
          <a href="/certificados/lgpd.jpeg" target="_blank" rel="noopener" className="inline-block rounded-sm">
            <img
              src="/certificados/lgpd-badge.svg"
              loading="lazy"
              alt={_(footerCopy.compliance)}
              width={120}
              height={48}
            />
          </a>
        </div>
        {/* The first column carries the languages under its links; the contact details come first on a phone,
            where they span both columns, and last from `md`, as wide as the widest link column. */}
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:col-span-8 lg:grid-cols-8 lg:gap-x-8">
          {navigation.footer.map((column, index) => (
            <div key={column.label.id} className={index === 0 ? 'space-y-10 lg:col-span-2' : 'lg:col-span-3'}>
              <FooterList title={_(column.label)}>
                <NavLinks links={column.links} className="footer-link" />
              </FooterList>
              {index === 0 && (
                <FooterList title={_(footerCopy.languages)}>
                  <LanguageLinks className="footer-link" />
                </FooterList>
              )}
            </div>
          ))}
          <FooterContact className="order-first col-span-2 md:order-none md:col-span-1 lg:col-span-3" />
        </div>
      </Container>
      <FooterLegal />
    </footer>
  )
}

function FooterList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-4 text-small font-semibold text-fg">{title}</h2>
      <ul className="space-y-1.5">{children}</ul>
    </nav>
  )
}
