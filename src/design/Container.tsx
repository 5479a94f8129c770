import type { ReactNode } from 'react'
import { cn } from './cn'

/** Each column's utility (global.css), made of the tokens of the same name (tokens.css). */
const WIDTHS = {
  page: 'container-page',
  reading: 'container-reading',
  header: 'container-header',
  footer: 'container-footer',
} as const

/**
 * A content column, `--spacing-gutter` from the screen's edges: `page` (`--container-page` wide) for the sections;
 * `reading` (`--container-reading`) for a column of reading text; `header` and `footer` for the chrome, whose content
 * widths the spec fixes (1048 and 1228 px).
 */
export function Container({
  width = 'page',
  className,
  children,
}: {
  width?: keyof typeof WIDTHS
  className?: string
  children: ReactNode
}) {
  return <div className={cn(WIDTHS[width], className)}>{children}</div>
}
