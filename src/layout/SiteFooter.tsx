import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import type { SiteSettings } from '../config/site'
import { useSiteData } from '../router/runtime'
import { Container } from '../design/Container'
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

/**
 * The site footer, on the inverse surface (its text, links and focus rings follow the tokens) and in the page's one
 * column: about, social links and compliance badge, then the configured columns and the languages.
 */
export function SiteFooter() {
  const { _ } = useLingui()
  const { navigation, settings } = useSiteData()
  const newTab = _(footerCopy.opensInNewTab)
  return (
    <footer data-surface="inverse">
      <Container className="grid gap-12 py-section-tight lg:grid-cols-12 lg:gap-8">
        <div className="flex flex-col items-start gap-6 lg:col-span-4">
          <Logo />
          <p className="max-w-sm text-small text-fg-muted">{_(footerCopy.description)}</p>
          <ul aria-label={_(footerCopy.followUs)} className="-ml-2.5 flex flex-wrap gap-1">
            {socialLinks(settings).map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.name} ${newTab}`}
                  className="group inline-flex size-11 items-center justify-center rounded-control transition-colors duration-fast ease-brand hover:bg-fg/10"
                >
                  <img
                    src={social.icon}
                    alt=""
                    loading="lazy"
                    width={20}
                    height={20}
                    className="opacity-80 transition-opacity duration-fast ease-brand group-hover:opacity-100"
                  />
                </a>
              </li>
            ))}
          </ul>
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
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:col-span-8">
          {navigation.footer.map((column) => (
            <FooterList key={column.label.id} title={_(column.label)}>
              <NavLinks links={column.links} className="footer-link" />
            </FooterList>
          ))}
          <FooterList title={_(footerCopy.languages)}>
            <LanguageLinks className="footer-link" />
          </FooterList>
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
