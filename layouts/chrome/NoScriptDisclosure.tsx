import type { ReactNode } from 'react'
import { cn } from '../../src/design/cn'
import { KeptHtml } from '../../src/design/KeptHtml'
import { Chevron } from './Chevron'

interface NoScriptDisclosureProps {
  /** What the summary shows (text, icon). */
  summary: ReactNode
  /** Accessible name of the summary when it shows an icon only. */
  label?: string
  className?: string
  summaryClassName: string
  children: ReactNode
}

/**
 * The no-JavaScript form of a header menu: a native `<details>` that opens and closes without any script. Hydrated
 * pages replace it with the scripted disclosure or dialog (see `useHydrated`), which adds hover, Escape and focus return.
 */
export function NoScriptDisclosure({ summary, label, className, summaryClassName, children }: NoScriptDisclosureProps) {
  return (
    <details className={cn('group/disclosure', className)}>
      <summary aria-label={label} className={cn('disclosure-summary', summaryClassName)}>
        {summary}
      </summary>
      <KeptHtml>{children}</KeptHtml>
    </details>
  )
}

/** The chevron of a `NoScriptDisclosure` summary; turns while the disclosure is open. */
export function DisclosureChevron() {
  return <Chevron open={false} className="group-open/disclosure:rotate-180" />
}
