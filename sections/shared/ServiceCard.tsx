import { useLingui } from '@lingui/react'
import { servicePath, type Service } from '../../content/models/services'
import { cn } from '../../src/design/cn'
import { Icon } from '../../src/design/Icon'
import { SiteLink } from '../../src/design/Link'

/**
 * A service as a card linking to its page (services grid and carousel): its icon in a framed tile, its name in
 * the card-heading size and its description; the arrow moves and the frame firms up on hover.
 */
export function ServiceCard({ service, className }: { service: Service; className?: string }) {
  const { _ } = useLingui()
  return (
    <SiteLink
      href={servicePath(service)}
      className={cn(
        'group flex h-full flex-col gap-4 rounded-card bg-surface-raised p-6 ring-1 ring-line transition duration-base ease-brand hover:shadow-card hover:ring-line-strong sm:p-8',
        className,
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-control bg-fg/5 text-fg-accent ring-1 ring-line">
        <Icon name={service.icon} />
      </div>
      <span className="mt-2 text-h3 wrap-break-word hyphens-auto text-fg">{_(service.title)}</span>
      <span className="text-body text-fg-muted">{_(service.description)}</span>
      <Icon
        name="arrow-right"
        size={20}
        className="mt-auto text-fg-accent transition-transform duration-base ease-brand group-hover:translate-x-1"
      />
    </SiteLink>
  )
}
