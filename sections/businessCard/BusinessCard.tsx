import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Link, Logo, Media, useLanguageLinks, type SectionFrame, type Tone } from '../../src/engine'
import { vcardPath, type ContactLink } from '../../content/models/businessContact'
import { buttonVariants } from '../../src/design/Button'
import { cn } from '../../src/design/cn'
import { Heading } from '../../src/design/Heading'
import { Icon } from '../../src/design/Icon'
import { Section } from '../../src/design/Section'
import { whatsappLink } from '../../src/design/whatsappLink'
import { useIsInstagramBrowser } from './inAppBrowser'
import { BUSINESS_CARD_DEFAULT_TONE, cardPhotoSlot, type BusinessCardProps } from './schema'

/** The card's own labels (the person's data comes from the page config). */
export const cardCopy = {
  language: msg`Idioma`,
  email: msg`E-mail`,
  saveContact: msg`Salvar contato`,
  links: msg`Links`,
  opensInNewTab: msg`(abre em nova aba)`,
}

/**
 * The icons under `public/` (WhatsApp, link tiles, download) are drawn white for the dark card: on a light surface
 * (and on the brand's coral, whose text is ink) they are inverted to black, like the text around them. `onAction`:
 * the icon sits on the primary button, whose text is dark only on the inverse surface.
 */
function iconClass(tone: Tone, onAction = false): string | undefined {
  return (onAction ? tone === 'inverse' : tone !== 'inverse') ? 'invert' : undefined
}

/** A digital business card: language links, portrait, WhatsApp, e-mail, "save contact" (vCard) and link tiles. */
export function BusinessCard({
  contact,
  tagline,
  tone = BUSINESS_CARD_DEFAULT_TONE,
  sectionId,
}: BusinessCardProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  const newTab = _(cardCopy.opensInNewTab)
  // Instagram's in-app browser cannot save the file, so it gets no button it could not use.
  const canSaveContact = !useIsInstagramBrowser()
  const secondary = buttonVariants({ variant: 'secondary', size: 'lg' })
  return (
    <Section
      type="businessCard"
      sectionId={sectionId}
      labelledBy={headingId}
      tone={tone}
      rhythm="tight"
      className={cn('min-h-dvh', tone === 'inverse' && 'bg-hero-glow')}
      innerClassName="flex max-w-md flex-col"
    >
      <LanguageLinks />
      <div className="mt-10 flex flex-col items-center text-center">
        <Media
          image={contact.photo}
          slot={cardPhotoSlot}
          className="size-32 rounded-full bg-fg/10 ring-4 ring-fg/10"
          imgClassName="h-full object-cover"
        />
        <Heading level={1} size="h2" id={headingId} className="mt-6">
          {contact.name}
        </Heading>
        <p className="mt-2 font-medium text-fg-muted">
          {contact.role} · {contact.organization}
        </p>
        {tagline && <p className="mt-4 text-fg-muted">{_(tagline)}</p>}
      </div>
      <div className="mt-10 grid grid-cols-2 gap-3">
        <a href={whatsappLink(contact.phone)} target="_blank" rel="noopener noreferrer" className={secondary}>
          <img src="/icons/social-whatsapp.svg" alt="" width={20} height={20} className={iconClass(tone)} />
          WhatsApp <span className="sr-only">{newTab}</span>
        </a>
        <a href={`mailto:${contact.email}`} className={secondary}>
          <Icon name="mail" size={20} />
          {_(cardCopy.email)}
        </a>
        {canSaveContact && (
          <a
            href={vcardPath(contact)}
            download
            className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'col-span-2')}
          >
            <img src="/business-card/download.svg" alt="" width={20} height={20} className={iconClass(tone, true)} />
            {_(cardCopy.saveContact)}
          </a>
        )}
      </div>
      {contact.links.length > 0 && (
        <ul aria-label={_(cardCopy.links)} className="mt-10 flex flex-col gap-3">
          {contact.links.map((link) => (
            <li key={link.href}>
              <LinkTile link={link} newTab={newTab} tone={tone} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-12 flex justify-center">
        <Logo />
      </div>
    </Section>
  )
}

/** A profile or site: its icon, its name and host, and a mark that it opens elsewhere. */
function LinkTile({ link, newTab, tone }: { link: ContactLink; newTab: string; tone: Tone }) {
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className="group flex min-h-16 items-center gap-4 rounded-card bg-surface-raised px-4 py-3 ring-1 ring-line transition-colors duration-fast ease-brand hover:ring-line-strong"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-fg/10">
        <img src={link.icon} alt="" loading="lazy" width={20} height={20} className={cn('size-5', iconClass(tone))} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold wrap-anywhere">{link.label}</span>
        <span className="block text-small wrap-anywhere text-fg-muted">
          {new URL(link.href).hostname.replace(/^www\./, '')}
        </span>
      </span>
      <Icon
        name="arrow-up-right"
        size={20}
        className="text-fg-muted transition-transform duration-base ease-brand group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-fg"
      />
      <span className="sr-only">{newTab}</span>
    </a>
  )
}

/** The same card in each language, as real links. */
function LanguageLinks() {
  const { _ } = useLingui()
  const { links } = useLanguageLinks()
  return (
    <nav aria-label={_(cardCopy.language)} className="flex flex-wrap justify-center gap-1">
      {links.map((link) => (
        <Link
          key={link.locale}
          href={link.href}
          hrefLang={link.htmlLang}
          lang={link.htmlLang}
          aria-current={link.current ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-small transition-colors duration-fast ease-brand',
            link.current ? 'bg-fg/10 font-semibold text-fg' : 'text-fg-muted hover:bg-fg/8 hover:text-fg',
          )}
        >
          <img src={link.flag} alt="" width={24} height={16} className="h-4 w-6 rounded-sm" />
          {link.name}
        </Link>
      ))}
    </nav>
  )
}
