import type { ReactNode } from 'react'
import { cn } from './cn'

/** The short line above a heading (a category, a kicker), in the accent of its surface. */
export function Eyebrow({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={cn('text-eyebrow text-fg-accent uppercase', className)}>{children}</p>
}
