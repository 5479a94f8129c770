import { useLingui } from '@lingui/react'
import { useNavigation } from './useNavigation'
import { Button } from '../../src/design/Button'
import { Container } from '../../src/design/Container'
import { ContactAction, FooterContact } from '../../src/engine'
import { FooterLegal } from './FooterLegal'
import { Logo } from '../../src/design/Logo'
import { NavLinks } from './NavLinks'
import { SocialLinks } from './SocialLinks'
import { HEADER_BAR } from './SiteHeader'

/**
 * The landing pages' header: the logo and the contact action, no navigation, so nothing but a conversation leads
 * visitors away from the offer.
 */
export function LandingHeader() {
  return (
    <header data-surface="light" className={HEADER_BAR}>
      <Container width="header" className="flex h-full items-center justify-between gap-4">
        <Logo />
        <ContactAction />
      </Container>
    </header>
  )
}

/**
 * The landing pages' footer, on the inverse surface: the company's contact details beside a row of links (four
 * services), the call to action (contact) and the social links; then the legal line.
 */
export function LandingFooter() {
  const { _ } = useLingui()
  const { label, links, action } = useNavigation().landingFooter
  return (
    <footer data-surface="inverse">
      <Container width="footer" className="grid gap-10 py-section-tight md:grid-cols-2 md:gap-8">
        <FooterContact />
        <div className="flex flex-col items-start gap-6 md:items-end">
          <nav aria-label={_(label)}>
            <ul className="flex flex-wrap gap-x-8 gap-y-2 md:justify-end">
              <NavLinks links={links} className="footer-link" />
            </ul>
          </nav>
          <Button href={action.href}>{_(action.label)}</Button>
          <SocialLinks className="md:-mr-2.5 md:ml-0 md:justify-end" />
        </div>
      </Container>
      <FooterLegal />
    </footer>
  )
}
