import type { ReactNode } from 'react'
import { cva } from 'class-variance-authority'
import type { Surface } from './surfaces'
import { cn } from './cn'
import { Container } from './Container'

const sectionClass = cva('scroll-mt-20', {
  variants: {
    rhythm: { default: 'py-section', tight: 'py-section-tight', flush: '' },
  },
  defaultVariants: { rhythm: 'default' },
})

interface SectionProps {
  /** The block type, written to `data-section` so tests and analytics can find each block. */
  type: string
  sectionId?: string
  /** Id of the heading that names this section. */
  labelledBy?: string
  /** The surface it is painted on (`data-surface`): its text, links, buttons and focus rings follow. */
  tone?: Surface
  /** Space above and below: the site's section rhythm, a tighter one (bands, logo rows) or none (full-bleed art). */
  rhythm?: 'default' | 'tight' | 'flush'
  /** `page` (default): the page's content column; `reading`: a reading column inside it. */
  width?: 'page' | 'reading'
  className?: string
  /** Classes of the inner content column. */
  innerClassName?: string
  children: ReactNode
}

/** The root of every section: a landmark named by its heading, painted in its tone, with the page's content column. */
export function Section({
  type,
  sectionId,
  labelledBy,
  tone = 'light',
  rhythm,
  width = 'page',
  className,
  innerClassName,
  children,
}: SectionProps) {
  return (
    <section
      id={sectionId}
      data-section={type}
      data-surface={tone}
      aria-labelledby={labelledBy}
      className={cn(sectionClass({ rhythm }), className)}
    >
      <Container width={width} className={innerClassName}>
        {children}
      </Container>
    </section>
  )
}
