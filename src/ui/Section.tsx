import type { ReactNode } from 'react'
import { cn } from './cn'

interface SectionProps {
  /** The block type, written to `data-section` so tests and analytics can find each block. */
  type: string
  sectionId?: string
  /** Id of the heading that names this section. */
  labelledBy?: string
  className?: string
  /** Classes of the inner, width-limited container. */
  innerClassName?: string
  children: ReactNode
}

/** The root of every section: a landmark named by its heading, with a centred content column. */
export function Section({ type, sectionId, labelledBy, className, innerClassName, children }: SectionProps) {
  return (
    <section
      id={sectionId}
      data-section={type}
      aria-labelledby={labelledBy}
      className={cn('scroll-mt-16 px-4 py-16 sm:px-6', className)}
    >
      <div className={cn('mx-auto max-w-[1048px]', innerClassName)}>{children}</div>
    </section>
  )
}
