import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Link, Media, useLanguageLinks, type SectionFrame } from '../../src/engine'
import { vcardPath, type ContactLink } from '../../content/models/businessContact'
import { whatsappLink } from '../../src/design/whatsappLink'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import { useIsInstagramBrowser } from './inAppBrowser'
import { cardPhotoSlot, type BusinessCardProps } from './schema'

/** The card's own labels (the person's data comes from the page config). */
export const cardCopy = {
  language: msg`Idioma`,
  email: msg`E-mail`,
  saveContact: msg`Salvar contato`,
  links: msg`Links`,
  opensInNewTab: msg`(abre em nova aba)`,
}

const BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-5 font-semibold transition-colors'

/** A digital business card: language links, portrait, WhatsApp, e-mail, "save contact" (vCard) and link tiles. */
export function BusinessCard({ contact, tagline, sectionId }: BusinessCardProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  const newTab = _(cardCopy.opensInNewTab)
  // Instagram's in-app browser cannot save the file, so it gets no button it could not use.
  const canSaveContact = !useIsInstagramBrowser()
  return (
    <Section
      type="businessCard"
      sectionId={sectionId}
      labelledBy={headingId}
      className="min-h-dvh bg-indigo-950 text-white"
      innerClassName="max-w-md"
    >
      <LanguageLinks />
      <div className="mt-6 text-center">
        <Media
          image={contact.photo}
          slot={cardPhotoSlot}
          className="mx-auto size-32 rounded-full ring-4 ring-white/20"
          imgClassName="h-full object-cover"
        />
        <h1 id={headingId} className="mt-5 text-3xl font-bold">
          {contact.name}
        </h1>
        <p className="mt-1 text-indigo-100">
          {contact.role} · {contact.organization}
        </p>
        {tagline && <p className="mt-3 text-slate-300">{_(tagline)}</p>}
      </div>
      <div className="mt-8 grid grid-cols-2 gap-3">
        <a
          href={whatsappLink(contact.phone)}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(BUTTON, 'bg-white/10 ring-1 ring-white/30 hover:bg-white/20')}
        >
          <img src="/icons/social-whatsapp.svg" alt="" width={20} height={20} />
          WhatsApp <span className="sr-only">{newTab}</span>
        </a>
        <a
          href={`mailto:${contact.email}`}
          className={cn(BUTTON, 'bg-white/10 ring-1 ring-white/30 hover:bg-white/20')}
        >
          <img src="/business-card/mail.svg" alt="" width={20} height={20} />
          {_(cardCopy.email)}
        </a>
        {canSaveContact && (
          <a href={vcardPath(contact)} download className={cn(BUTTON, 'col-span-2 bg-brand hover:bg-brand-dark')}>
            <img src="/business-card/download.svg" alt="" width={20} height={20} />
            {_(cardCopy.saveContact)}
          </a>
        )}
      </div>
      <ul aria-label={_(cardCopy.links)} className="mt-8 space-y-3">
        {contact.links.map((link) => (
          <li key={link.href}>
            <LinkTile link={link} newTab={newTab} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function LinkTile({ link, newTab }: { link: ContactLink; newTab: string }) {
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex min-h-16 items-center gap-4 rounded-2xl bg-white/10 px-5 py-3 ring-1 ring-white/15 hover:bg-white/20"
    >
      <img src={link.icon} alt="" loading="lazy" width={24} height={24} className="h-6 w-6 shrink-0" />
      <span className="min-w-0">
        <span className="block font-semibold wrap-anywhere">{link.label}</span>
        <span className="block text-sm wrap-anywhere text-slate-300">
          {new URL(link.href).hostname.replace(/^www\./, '')}
        </span>
      </span>
      <span className="sr-only">{newTab}</span>
    </a>
  )
}

/** The same card in each language, as real links. */
function LanguageLinks() {
  const { _ } = useLingui()
  const { links } = useLanguageLinks()
  return (
    <nav aria-label={_(cardCopy.language)} className="flex flex-wrap justify-center gap-2">
      {links.map((link) => (
        <Link
          key={link.locale}
          href={link.href}
          hrefLang={link.htmlLang}
          lang={link.htmlLang}
          aria-current={link.current ? 'page' : undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm hover:bg-white/10 aria-[current=page]:bg-white/15 aria-[current=page]:font-semibold"
        >
          <img src={link.flag} alt="" width={24} height={16} className="h-4 w-6 rounded-sm" />
          {link.name}
        </Link>
      ))}
    </nav>
  )
}
