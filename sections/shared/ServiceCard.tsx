import { useLingui } from '@lingui/react'
import { servicePath, type Service } from '../../content/models/services'
import { cn } from '../../src/design/cn'
import { Icon } from '../../src/design/Icon'
import { SiteLink } from '../../src/design/Link'

/** The classes of a service card's parts; a section that draws it otherwise (a list on phones) passes its own. */
export interface ServiceCardLook {
  link: string
  tile: string
  /** Around the name and the description: `contents` leaves them lines of the card. */
  text: string
  title: string
  description: string
  arrow: string
  /** A chevron after the text (a list row's). */
  chevron?: string
}

/** A raised card at every width (the services carousel): the frame firms up and the arrow moves on hover. */
export const SERVICE_CARD: ServiceCardLook = {
  link: 'group flex h-full flex-col gap-4 rounded-card bg-surface-raised p-6 ring-1 ring-line transition duration-base ease-brand hover:shadow-card hover:ring-line-strong sm:p-8',
  tile: 'flex size-12 shrink-0 items-center justify-center rounded-control bg-fg/5 text-fg-accent ring-1 ring-line',
  text: 'contents',
  title: 'mt-2 text-h3 wrap-break-word hyphens-auto text-fg',
  description: 'text-body text-fg-muted',
  arrow: 'mt-auto text-fg-accent transition-transform duration-base ease-brand group-hover:translate-x-1',
}

/**
 * A service as a link to its page (services grid and carousel): its icon in a framed tile, its name and its
 * description, an arrow. The whole description stays in the link (and its accessible name) whatever the look.
 */
export function ServiceCard({
  service,
  look = SERVICE_CARD,
  className,
}: {
  service: Service
  look?: ServiceCardLook
  className?: string
}) {
  const { _ } = useLingui()
  return (
    <SiteLink href={servicePath(service)} className={cn(look.link, className)}>
      <div className={look.tile}>
        <Icon name={service.icon} />
      </div>
      <div className={look.text}>
        <span className={look.title}>{_(service.title)}</span>
        <span className={look.description}>{_(service.description)}</span>
      </div>
      {look.chevron && <Icon name="chevron-right" size={20} className={look.chevron} />}
      <Icon name="arrow-right" size={20} className={look.arrow} />
    </SiteLink>
  )
}
