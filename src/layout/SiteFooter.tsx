import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import type { SiteSettings } from '../config/site'
import { useSiteData } from '../router/runtime'
import { whatsappLink } from '../design/whatsappLink'
import { footerCopy } from './footerCopy'
import { FooterLegal } from './FooterLegal'
import { LanguageLinks } from './LanguageLinks'
import { Logo } from './Logo'
import { NavLinks } from './NavLinks'

function socialLinks(settings: SiteSettings) {
  return [
    { name: 'Facebook', href: settings.social.facebook, icon: '/icons/social-facebook.svg' },
    { name: 'Instagram', href: settings.social.instagram, icon: '/icons/social-instagram.svg' },
    { name: 'WhatsApp', href: whatsappLink(settings.whatsapp), icon: '/icons/social-whatsapp.svg' },
    { name: 'YouTube', href: settings.social.youtube, icon: '/icons/social-youtube.svg' },
    { name: 'X (Twitter)', href: settings.social.x, icon: '/icons/social-x.svg' },
  ]
}

/** The site footer (content up to 1228px): about, social links, compliance badge, the configured columns, languages. */
export function SiteFooter() {
  const { _ } = useLingui()
  const { navigation, settings } = useSiteData()
  const newTab = _(footerCopy.opensInNewTab)
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-[1228px] gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1.4fr_1fr]">
        <div className="space-y-5">
          <Logo />
          <p className="max-w-sm">{_(footerCopy.description)}</p>
          <ul aria-label={_(footerCopy.followUs)} className="flex flex-wrap gap-2">
            {socialLinks(settings).map((social) => (
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
        {navigation.footer.map((column) => (
          <FooterList key={column.label.id} title={_(column.label)}>
            <NavLinks links={column.links} className="footer-link" />
          </FooterList>
        ))}
        <FooterList title={_(footerCopy.languages)}>
          <LanguageLinks className="footer-link gap-2" />
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
