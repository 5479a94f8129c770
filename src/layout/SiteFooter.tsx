import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { company, whatsappLink } from '../site/company'
import { serviceList, servicePath } from '../site/services'
import { SmartLink } from '../ui/SmartLink'
import { footerCopy } from './footerCopy'
import { FooterLegal } from './FooterLegal'
import { Logo } from './Logo'
import { nav } from './navigation'
import { useLanguageLinks } from './useLanguageLinks'

const SOCIAL = [
  { name: 'Facebook', href: company.social.facebook, icon: '/icons/social-facebook.svg' },
  { name: 'Instagram', href: company.social.instagram, icon: '/icons/social-instagram.svg' },
  { name: 'WhatsApp', href: whatsappLink(), icon: '/icons/social-whatsapp.svg' },
  { name: 'YouTube', href: company.social.youtube, icon: '/icons/social-youtube.svg' },
  { name: 'X (Twitter)', href: company.social.x, icon: '/icons/social-x.svg' },
]

/** The site footer (content up to 1228px): about, social links, compliance badge, navigation, services, languages. */
export function SiteFooter() {
  const { _ } = useLingui()
  const { links } = useLanguageLinks()
  const newTab = _(footerCopy.opensInNewTab)
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-[1228px] gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1.4fr_1fr]">
        <div className="space-y-5">
          <Logo light />
          <p className="max-w-sm">{_(footerCopy.description)}</p>
          <ul aria-label={_(footerCopy.followUs)} className="flex flex-wrap gap-2">
            {SOCIAL.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.name} ${newTab}`}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <img src={social.icon} alt="" loading="lazy" width={20} height={20} />
                </a>
              </li>
            ))}
          </ul>
          <a href="/certificados/lgpd.jpeg" target="_blank" rel="noopener" className="inline-block">
            <img
              src="/certificados/lgpd-badge.svg"
              loading="lazy"
              alt={_(footerCopy.compliance)}
              width={120}
              height={48}
            />
          </a>
        </div>
        <FooterList title={_(footerCopy.navigation)}>
          {[nav.home, nav.about, nav.contact, nav.privacy].map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} className="footer-link">
                {_(link.label)}
              </SmartLink>
            </li>
          ))}
        </FooterList>
        <FooterList title={_(footerCopy.services)}>
          {serviceList.map((service) => (
            <li key={service.id}>
              <SmartLink href={servicePath(service)} className="footer-link">
                {_(service.title)}
              </SmartLink>
            </li>
          ))}
        </FooterList>
        <FooterList title={_(footerCopy.languages)}>
          {links.map((link) => (
            <li key={link.locale}>
              <Link to={link.href} hrefLang={link.htmlLang} lang={link.htmlLang} className="footer-link gap-2">
                <img src={link.flag} alt="" loading="lazy" width={24} height={16} className="h-4 w-6 rounded-sm" />
                {link.name}
              </Link>
            </li>
          ))}
        </FooterList>
      </div>
      <FooterLegal />
    </footer>
  )
}

function FooterList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 font-semibold text-white">{title}</h2>
      <ul className="space-y-1">{children}</ul>
    </nav>
  )
}
