import type { ReactNode } from 'react'
import { cva } from 'class-variance-authority'
import { cn } from './cn'

const headingClass = cva('text-balance', {
  variants: {
    size: { display: 'text-display', h1: 'text-h1', h2: 'text-h2', h3: 'text-h3' },
  },
})

export type HeadingSize = 'display' | 'h1' | 'h2' | 'h3'

/**
 * A heading of the type scale. `level` is the document outline (`<h1>`–`<h3>`); `size` how large it looks, by
 * default the level's own (a hero's `<h1>` may be `display`, a card's `<h3>` stays `h3`).
 */
export function Heading({
  level,
  size,
  id,
  className,
  children,
}: {
  level: 1 | 2 | 3
  size?: HeadingSize
  id?: string
  className?: string
  children: ReactNode
}) {
  const Tag = `h${level}` as const
  return (
    <Tag id={id} className={cn(headingClass({ size: size ?? (`h${level}` as HeadingSize) }), className)}>
      {children}
    </Tag>
  )
}
