import { cn } from '../../src/design/cn'
import { Icon } from '../../src/design/Icon'

/** The small arrow of an expandable control; turns when open. */
export function Chevron({ open, className }: { open: boolean; className?: string }) {
  return (
    <Icon
      name="chevron-down"
      size={16}
      className={cn('transition-transform duration-fast ease-brand', open && 'rotate-180', className)}
    />
  )
}
