import type { ReactNode } from 'react'
import { cn } from './cn'

/**
 * The page's one content column, `--spacing-gutter` from the screen's edges: `page` (`--container-page` wide) for
 * the header, sections and footer; `reading` (`--container-reading`) for a column of reading text.
 */
export function Container({
  width = 'page',
  className,
  children,
}: {
  width?: 'page' | 'reading'
  className?: string
  children: ReactNode
}) {
  return <div className={cn(width === 'page' ? 'container-page' : 'container-reading', className)}>{children}</div>
}
