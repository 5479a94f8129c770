import { useLingui } from '@lingui/react'
import type { Copy, Tone } from '../config/common'
import { cn } from './cn'
import { TONE_MUTED_TEXT } from './tone'

interface SectionHeadingProps {
  /** Id the section's `aria-labelledby` points to. */
  id: string
  title: Copy
  subtitle?: Copy
  centered?: boolean
  tone?: Tone
}

/** A section's `<h2>` and the optional line under it. */
export function SectionHeading({ id, title, subtitle, centered = false, tone = 'white' }: SectionHeadingProps) {
  const { _ } = useLingui()
  return (
    <>
      <h2 id={id} className={cn('text-3xl font-bold', centered && 'text-center')}>
        {_(title)}
      </h2>
      {subtitle && (
        <p className={cn('mt-3 max-w-2xl', centered && 'mx-auto text-center', TONE_MUTED_TEXT[tone])}>{_(subtitle)}</p>
      )}
    </>
  )
}
