import { useLingui } from '@lingui/react'
import type { Message } from './message'
import { Button } from './Button'
import { cn } from './cn'

/** A button-styled link: its text, where it goes and, when it sets one, its weight (the config's `Action`). */
export interface ButtonAction {
  label: Message
  href: string
  variant?: 'primary' | 'secondary' | 'ghost'
}

/**
 * A block's buttons in a wrapping row, in one hierarchy: the first is `primary` (filled, the most contrasted
 * control), the second `secondary` (outlined), the rest `ghost` (text), unless an action sets its own `variant`.
 */
export function ActionButtons({
  actions,
  size = 'lg',
  className,
}: {
  actions: readonly ButtonAction[]
  size?: 'md' | 'lg'
  className?: string
}) {
  const { _ } = useLingui()
  if (actions.length === 0) return null
  return (
    <div className={cn('mt-8 flex flex-wrap items-center gap-3', className)}>
      {actions.map((action, index) => (
        <Button
          key={index}
          href={action.href}
          size={size}
          variant={action.variant ?? (index === 0 ? 'primary' : index === 1 ? 'secondary' : 'ghost')}
        >
          {_(action.label)}
        </Button>
      ))}
    </div>
  )
}
