import { useLingui } from '@lingui/react'
import type { Message } from './message'
import { cn } from './cn'
import { Eyebrow } from './Eyebrow'
import { Heading } from './Heading'
import { Lead } from './Lead'

interface SectionHeadingProps {
  /** Id the section's `aria-labelledby` points to. */
  id: string
  eyebrow?: Message
  title: Message
  subtitle?: Message
  /** `start` (default) or `center`. */
  align?: 'start' | 'center'
  /** 2 (default), or 1 for a block that opens a page without a hero: its title is then the page's `<h1>`. */
  level?: 1 | 2
  className?: string
}

/** A section's eyebrow, `<h2>` (or the page's `<h1>`) and lead, in the type scale, spaced from what follows. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'start',
  level = 2,
  className,
}: SectionHeadingProps) {
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
      <Heading level={level} id={id}>
        {_(title)}
      </Heading>
      {subtitle && <Lead>{_(subtitle)}</Lead>}
    </div>
  )
}
