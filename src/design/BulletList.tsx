import { useLingui } from '@lingui/react'
import type { Message } from './message'
import { cn } from './cn'

/** A block's bulleted list, each item after a brand-coloured dot; nothing when there are no items. */
export function BulletList({ items, className }: { items: readonly Message[]; className?: string }) {
  const { _ } = useLingui()
  if (items.length === 0) return null
  return (
    <ul className={cn('mt-5 space-y-2 text-left', className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent" />
          <span>{_(item)}</span>
        </li>
      ))}
    </ul>
  )
}
