import { useLingui } from '@lingui/react'
import { useSiteData } from '../router/runtime'
import { Button } from '../design/Button'
import { Container } from '../design/Container'
import { FooterLegal } from './FooterLegal'
import { Logo } from './Logo'
import { NavLinks } from './NavLinks'
import { HEADER_BAR } from './SiteHeader'

/** The landing pages' header: the logo only, so nothing leads visitors away from the offer. */
export function LandingHeader() {
  return (
    <header data-surface="light" className={HEADER_BAR}>
      <Container className="flex h-full items-center">
        <Logo />
      </Container>
    </header>
  )
}

/** The landing pages' footer: a row of links (four services) and a call to action (contact), on the inverse surface. */
export function LandingFooter() {
  const { _ } = useLingui()
  const { label, links, action } = useSiteData().navigation.landingFooter
  return (
    <footer data-surface="inverse">
      <Container className="flex flex-col gap-8 py-section-tight md:flex-row md:items-center md:justify-between">
        <nav aria-label={_(label)}>
          <ul className="flex flex-wrap gap-x-8 gap-y-2">
            <NavLinks links={links} className="footer-link" />
          </ul>
        </nav>
        <Button href={action.href} className="self-start md:self-auto">
          {_(action.label)}
        </Button>
      </Container>
      <FooterLegal />
    </footer>
  )
}
