import { useLingui } from '@lingui/react'
import { services, servicePath } from '../site/services'
import { ButtonLink } from '../ui/ButtonLink'
import { SmartLink } from '../ui/SmartLink'
import { footerCopy } from './footerCopy'
import { FooterLegal } from './FooterLegal'
import { Logo } from './Logo'
import { nav } from './navigation'

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

const LANDING_SERVICES = [services.web, services.mobile, services.design, services.softwareMaintenance]

/** The landing pages' footer: four services and a contact button. */
export function LandingFooter() {
  const { _ } = useLingui()
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto flex max-w-[1228px] flex-col gap-8 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <nav aria-label={_(footerCopy.services)}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {LANDING_SERVICES.map((service) => (
              <li key={service.id}>
                <SmartLink href={servicePath(service)} className="footer-link">
                  {_(service.title)}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonLink href={nav.contact.href}>{_(nav.contact.label)}</ButtonLink>
      </div>
      <FooterLegal />
    </footer>
  )
}
