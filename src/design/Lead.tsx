import type { ReactNode } from 'react'
import { cn } from './cn'

/** The sentence or two under a heading: larger than body text, in its surface's secondary colour. */
export function Lead({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={cn('max-w-reading text-lead text-fg-muted', className)}>{children}</p>
}
