import { useLingui } from '@lingui/react'
import type { Action } from '../config/common'
import { ButtonLink, type ButtonVariant } from './ButtonLink'
import { cn } from './cn'

/**
 * A block's buttons in a wrapping row: the first is `primary` and the others `others` (`secondary` on light
 * backgrounds, `ghost` on dark ones) unless an action sets its own `variant`.
 */
export function ActionButtons({
  actions,
  others = 'secondary',
  className,
}: {
  actions: readonly Action[]
  others?: ButtonVariant
  className?: string
}) {
  const { _ } = useLingui()
  if (actions.length === 0) return null
  return (
    <div className={cn('mt-8 flex flex-wrap gap-3', className)}>
      {actions.map((action, index) => (
        <ButtonLink key={index} href={action.href} variant={action.variant ?? (index === 0 ? 'primary' : others)}>
          {_(action.label)}
        </ButtonLink>
      ))}
    </div>
  )
}
