import type { ReactNode } from 'react'
import { cva } from 'class-variance-authority'
import { cn } from './cn'

const badgeVariants = cva('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-small font-medium', {
  variants: {
    tone: {
      neutral: 'text-fg ring-1 ring-line ring-inset',
      accent: 'bg-accent-soft text-on-accent-soft',
      success: 'bg-success-soft text-on-success-soft',
    },
  },
  defaultVariants: { tone: 'neutral' },
})

/** A short label on a card or beside a heading: a category, a status, a certification. */
export function Badge({
  tone,
  className,
  children,
}: {
  tone?: 'neutral' | 'accent' | 'success'
  className?: string
  children: ReactNode
}) {
  return <span className={cn(badgeVariants({ tone }), className)}>{children}</span>
}
