import { useLingui } from '@lingui/react'
import type { Copy } from '../config/common'
import { cn } from './cn'
import { Eyebrow } from './Eyebrow'
import { Heading } from './Heading'
import { Lead } from './Lead'

interface SectionHeadingProps {
  /** Id the section's `aria-labelledby` points to. */
  id: string
  eyebrow?: Copy
  title: Copy
  subtitle?: Copy
  /** `start` (default) or `center`. */
  align?: 'start' | 'center'
  className?: string
}

/** A section's eyebrow, `<h2>` and lead, in the type scale, spaced from what follows. */
export function SectionHeading({ id, eyebrow, title, subtitle, align = 'start', className }: SectionHeadingProps) {
  const { _ } = useLingui()
  const centered = align === 'center'
  return (
    <div
      className={cn(
        'mb-10 flex max-w-3xl flex-col gap-4 sm:mb-12',
        centered && 'mx-auto items-center text-center',
        className,
      )}
    >
      {eyebrow && <Eyebrow>{_(eyebrow)}</Eyebrow>}
      <Heading level={2} id={id}>
        {_(title)}
      </Heading>
      {subtitle && <Lead>{_(subtitle)}</Lead>}
    </div>
  )
}
