import { useLingui } from '@lingui/react'
import { servicePath, type Service } from '../../content/models/services'
import { cn } from '../../src/design/cn'
import { SiteLink } from '../../src/design/Link'

/** A service as a card linking to its page: icon, title and description (services grid and carousel). */
export function ServiceCard({ service, className }: { service: Service; className?: string }) {
  const { _ } = useLingui()
  return (
    <SiteLink
      href={servicePath(service)}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl p-6 ring-1 ring-slate-200 transition hover:ring-brand',
        className,
      )}
    >
      <img src={service.icon} alt="" loading="lazy" width={32} height={32} className="h-8 w-8" />
      <span className="text-lg font-semibold wrap-anywhere text-ink">{_(service.title)}</span>
      <span className="text-slate-600">{_(service.description)}</span>
    </SiteLink>
  )
}
