import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { PROCESS_STEPS_DEFAULT_TONE, type ProcessStepsProps } from './schema'

/** Side by side from 1024 px, one column per step; the classes written whole so Tailwind finds them. */
const COLUMNS: Record<number, string> = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' }

/**
 * How the company works: numbered steps joined by a line, a timeline down the page on phones and tablets, a row
 * from 1024 px. The numbers are drawn for the eye; the ordered list tells assistive technology the order.
 */
export function ProcessSteps({
  eyebrow,
  title,
  subtitle,
  steps,
  tone = PROCESS_STEPS_DEFAULT_TONE,
  sectionId,
}: ProcessStepsProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="processSteps" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <ol className={cn('grid grid-cols-1 lg:gap-8', COLUMNS[steps.length])}>
        {steps.map((step, index) => (
          <li key={index} className="relative flex gap-5 pb-10 last:pb-0 lg:flex-col lg:gap-6 lg:pb-0">
            {index < steps.length - 1 && (
              // The line to the next step: down from under this number on phones, across to the next from 1024 px.
              <span
                aria-hidden="true"
                data-process-line=""
                className="absolute top-12 bottom-0 left-5 w-px bg-line-strong lg:top-5 lg:-right-6 lg:bottom-auto lg:left-14 lg:h-px lg:w-auto"
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative flex size-10 shrink-0 items-center justify-center rounded-full border-2 bg-surface text-small font-semibold text-fg tabular-nums',
                // On the brand's coral the accent ring would vanish: ink instead, as the stats' rules do.
                tone === 'brand' ? 'border-fg' : 'border-accent',
              )}
            >
              {index + 1}
            </span>
            <div className="min-w-0 pt-1.5 lg:pt-0">
              <h3 className="text-lead font-semibold text-fg">{_(step.title)}</h3>
              {step.duration && <p className="mt-1 text-small font-medium text-fg-accent">{_(step.duration)}</p>}
              <p className="mt-3 text-body text-fg-muted">{_(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
