import type { JSONSchemaType } from 'ajv'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { COPY_LIMITS, copyOf, copySchema, type Copy } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Heading } from '../../src/design/Heading'

/** What happens after a visitor writes: a heading and numbered steps (the contact form, the thank-you page). */
export interface NextStepsCopy {
  /** Its heading, e.g. "O que acontece agora". */
  title: Copy
  /** The steps in order, one sentence each. */
  steps: Copy[]
}

export const nextStepsSchema: JSONSchemaType<NextStepsCopy> = {
  type: 'object',
  properties: {
    title: copyOf({ max: COPY_LIMITS.heading }),
    steps: { type: 'array', items: copySchema, minItems: 1, maxItems: 5 },
  },
  required: ['title', 'steps'],
  additionalProperties: false,
}

/** The steps as a numbered list under their heading (an `<h2>`, or an `<h3>` inside a section's own heading). */
export function NextSteps({
  nextSteps,
  level = 2,
  className,
}: {
  nextSteps: NextStepsCopy
  level?: 2 | 3
  className?: string
}) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={cn('w-full', className)}>
      <Heading level={level} size="h3" id={headingId}>
        {_(nextSteps.title)}
      </Heading>
      <ol className="mt-5 grid gap-4">
        {nextSteps.steps.map((step, index) => (
          <li key={index} className="flex gap-4 text-body text-fg">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-small font-semibold text-on-accent-soft tabular-nums"
            >
              {index + 1}
            </span>
            <span className="pt-1">{_(step)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
