import { useLingui } from '@lingui/react'
import type { PostalAddress } from '../config/site'
import type { Locale } from '../i18n/locales'
import { regionName } from '../i18n/localeFormats'
import { useLocale, useSiteData } from '../router/runtime'
import { Button } from '../design/Button'
import { cn } from '../design/cn'
import { Icon } from '../design/Icon'
import { whatsappLink } from '../design/whatsappLink'
import { contactCopy } from './contactCopy'

/**
 * The contact action of every header (`navigation.headerAction`): the primary button, the most contrasted control
 * of its bar, leading to the contact page in the visitor's language.
 */
export function ContactAction({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { _ } = useLingui()
  const { headerAction } = useSiteData().navigation
  return (
    <Button href={headerAction.href} size="sm" onClick={onClick} className={className}>
      {_(headerAction.label)}
    </Button>
  )
}

/**
 * One way to reach the company, from the settings, with its icon: `mail` (a `mailto:` link showing the address),
 * `phone` (`tel:`, its display form) or `message-circle` (WhatsApp, in a new tab). `className` is the row's look:
 * `footer-link` or `menu-contact`.
 */
function ContactLink({ via, className }: { via: 'mail' | 'phone' | 'message-circle'; className: string }) {
  const { _ } = useLingui()
  const { email, phone, whatsapp } = useSiteData().settings
  const chat = via === 'message-circle'
  return (
    <a
      href={via === 'mail' ? `mailto:${email}` : chat ? whatsappLink(whatsapp) : `tel:${phone.e164}`}
      target={chat ? '_blank' : undefined}
      rel={chat ? 'noopener noreferrer' : undefined}
      className={cn('flex gap-2.5', className)}
    >
      <Icon name={via} size={16} className="text-fg-muted" />
      <span className="min-w-0 wrap-anywhere">
        {via === 'mail' ? email : chat ? _(contactCopy.whatsapp) : phone.display}
        {chat && <span className="sr-only"> {_(contactCopy.opensInNewTab)}</span>}
      </span>
    </a>
  )
}

/** The team's reply promise (`settings.responseHours`), in the visitor's language and its plural. */
export function useReplyPromise(): string {
  const { _ } = useLingui()
  const hours = useSiteData().settings.responseHours
  return hours === 1 ? _(contactCopy.responseTimeOne) : _({ ...contactCopy.responseTime, values: { hours } })
}

/** The team's reply promise (`useReplyPromise`), with a clock. */
export function ReplyPromise({ className }: { className: string }) {
  return (
    <p className={cn('flex items-start gap-2.5 text-small', className)}>
      <Icon name="clock" size={16} className="mt-0.5 text-fg-accent" />
      {useReplyPromise()}
    </p>
  )
}

/**
 * The end of a phone menu: the contact action across the menu, then WhatsApp and e-mail as quieter rows and the
 * reply promise. `onNavigate` runs when the action is chosen (it closes the menu).
 */
export function MenuContact({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  return (
    <div className={cn('space-y-2 border-t border-line p-3 pt-5', className)}>
      <ContactAction onClick={onNavigate} className="mb-3 w-full" />
      <ContactLink via="message-circle" className="menu-contact" />
      <ContactLink via="mail" className="menu-contact" />
      <ReplyPromise className="px-3 pt-1 text-fg-muted" />
    </div>
  )
}

/**
 * The address as on an envelope, in the visitor's language: street (and district); city, state and postal code; the
 * country's name in that language (`Brasil`, `Brazil`).
 */
export function addressLines(address: PostalAddress, locale: Locale): string[] {
  return [
    address.streetAddress,
    `${address.addressLocality} – ${address.addressRegion}, ${address.postalCode}`,
    regionName(address.addressCountry, locale),
  ]
}

/**
 * The company's ways in, from the settings: an `<address>` with e-mail, phone, WhatsApp and the postal address, one
 * line each, then the reply promise. `linkClassName` is the rows' look (`footer-link`, `menu-contact`).
 */
export function ContactAddress({ linkClassName, className }: { linkClassName: string; className?: string }) {
  const { _ } = useLingui()
  const locale = useLocale()
  const { address } = useSiteData().settings
  return (
    <div className={className}>
      <address className="space-y-1.5">
        <ContactLink via="mail" className={linkClassName} />
        <ContactLink via="phone" className={linkClassName} />
        <ContactLink via="message-circle" className={linkClassName} />
        <p className="flex items-start gap-2.5 py-1 text-small text-fg-muted">
          <Icon name="map-pin" size={16} className="mt-0.5" />
          <span className="sr-only">{`${_(contactCopy.address)}: `}</span>
          <span>
            {addressLines(address, locale).map((line) => (
              <span key={line} className="block">
                {line}
                {'\n'}
              </span>
            ))}
          </span>
        </p>
      </address>
      <ReplyPromise className="mt-4 text-fg" />
    </div>
  )
}

/** A footer's contact column: its title over the company's ways in (`ContactAddress`). */
export function FooterContact({ className }: { className?: string }) {
  const { _ } = useLingui()
  return (
    <div className={className}>
      <h2 className="mb-4 text-small font-semibold text-fg">{_(contactCopy.title)}</h2>
      <ContactAddress linkClassName="footer-link" />
    </div>
  )
}
