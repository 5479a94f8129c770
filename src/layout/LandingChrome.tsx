import { useLingui } from '@lingui/react'
import { useSiteData } from '../router/runtime'
import { Button } from '../design/Button'
import { FooterLegal } from './FooterLegal'
import { Logo } from './Logo'
import { NavLinks } from './NavLinks'

/** The landing pages' header: the logo only, so nothing leads visitors away from the offer. */
export function LandingHeader() {
  return (
    <header className="h-[55px] border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-full max-w-[1048px] items-center px-4">
        <Logo />
      </div>
    </header>
  )
}

/** The landing pages' footer: a row of links (four services) and a call to action (contact). */
export function LandingFooter() {
  const { _ } = useLingui()
  const { label, links, action } = useSiteData().navigation.landingFooter
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto flex max-w-[1228px] flex-col gap-8 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <nav aria-label={_(label)}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <NavLinks links={links} className="footer-link" />
          </ul>
        </nav>
        <Button href={action.href}>{_(action.label)}</Button>
      </div>
      <FooterLegal />
    </footer>
  )
}
