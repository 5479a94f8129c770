import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import type { FaqProps } from './schema'

/**
 * Questions and answers as an exclusive accordion of native `<details>` sharing one `name`: one answer is open
 * at a time, activating the open question closes it, keyboards and screen readers get the disclosure for free,
 * and it all works before (or without) JavaScript, with every answer in the prerendered HTML.
 */
export function Faq({ title, subtitle, items, tone = 'light', sectionId }: FaqProps & SectionFrame) {
  const { _ } = useLingui()
  const baseId = useId()
  return (
    <Section
      type="faq"
      sectionId={sectionId}
      labelledBy={`${baseId}-title`}
      tone={tone}
      innerClassName="max-w-3xl"
    >
      <h2 id={`${baseId}-title`} className="text-center text-3xl font-bold">
        {_(title)}
      </h2>
      {subtitle && <p className={cn('mx-auto mt-3 max-w-2xl text-center', 'text-fg-muted')}>{_(subtitle)}</p>}
      <div
        className={cn(
          'mt-10 divide-y border-y',
          tone === 'inverse' ? 'divide-white/20 border-white/20' : 'divide-slate-200 border-slate-200',
        )}
      >
        {items.map((item, index) => (
          <details key={index} name={`${baseId}-questions`} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-lg font-semibold [&::-webkit-details-marker]:hidden">
              <span>{_(item.question)}</span>
              <span
                aria-hidden="true"
                className="shrink-0 text-2xl leading-none transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className={cn('pr-8 pb-5', 'text-fg-muted')}>{_(item.answer)}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
