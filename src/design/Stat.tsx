import type { ReactNode } from 'react'
import { cn } from './cn'

/**
 * A figure and what it counts, inside a `<dl>`: the value large (`text-stat`), the label under it, and where the
 * number comes from (`source`) in small print, because a figure without a source does not convince.
 */
export function Stat({
  value,
  label,
  source,
  className,
}: {
  value: ReactNode
  label: ReactNode
  source?: ReactNode
  className?: string
}) {
  return (
    <div className={cn('flex flex-col gap-2 border-t-2 border-accent pt-5', className)}>
      <dt className="order-2 text-body text-fg-muted">{label}</dt>
      <dd className="order-1 text-stat text-fg tabular-nums">{value}</dd>
      {source && <dd className="order-3 text-small text-fg-muted">{source}</dd>}
    </div>
  )
}
