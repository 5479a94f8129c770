import { useLingui } from '@lingui/react'
import { useSiteData } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { whatsappLink } from '../../src/design/whatsappLink'
import { footerCopy } from './footerCopy'

/**
 * The company's profiles (`settings.social`, WhatsApp among them), as icons of `public/icons/` (drawn white, for the
 * footers' inverse surface), each opening in a new tab; the first icon (not its hit area) on the column's start.
 */
export function SocialLinks({ className }: { className?: string }) {
  const { _ } = useLingui()
  const { social, whatsapp } = useSiteData().settings
  const newTab = _(footerCopy.opensInNewTab)
  const links: Array<[string, string, string]> = [
    ['Facebook', social.facebook, 'facebook'],
    ['Instagram', social.instagram, 'instagram'],
    ['WhatsApp', whatsappLink(whatsapp), 'whatsapp'],
    ['YouTube', social.youtube, 'youtube'],
    ['X (Twitter)', social.x, 'x'],
    ['LinkedIn', social.linkedin, 'linkedin'],
  ]
  return (
    <ul aria-label={_(footerCopy.followUs)} className={cn('-ml-2.5 flex flex-wrap gap-1', className)}>
      {links.map(([name, href, icon]) => (
        <li key={icon}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} ${newTab}`}
            className="group inline-flex size-11 items-center justify-center rounded-control transition-colors duration-fast ease-brand hover:bg-fg/10"
          >
            <img
              src={`/icons/social-${icon}.svg`}
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
  )
}
