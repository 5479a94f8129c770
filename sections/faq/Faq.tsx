import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { Heading } from '../../src/design/Heading'
import { Icon } from '../../src/design/Icon'
import { Lead } from '../../src/design/Lead'
import { Section } from '../../src/design/Section'
import type { FaqProps } from './schema'

/**
 * Questions and answers as an exclusive accordion of native `<details>` sharing one `name`: one answer is open
 * at a time, activating the open question closes it, keyboards and screen readers get the disclosure for free,
 * and it all works before (or without) JavaScript, with every answer in the prerendered HTML. From 1280 px the
 * heading sits in a column of its own, beside the questions.
 */
export function Faq({ title, subtitle, items, tone = 'light', sectionId }: FaqProps & SectionFrame) {
  const { _ } = useLingui()
  const baseId = useId()
  return (
    <Section type="faq" sectionId={sectionId} labelledBy={`${baseId}-title`} tone={tone}>
      <div className="grid grid-cols-1 gap-10 xl:grid-cols-12 xl:gap-16">
        <div className="max-w-3xl xl:col-span-4">
          <Heading level={2} id={`${baseId}-title`}>
            {_(title)}
          </Heading>
          {subtitle && <Lead className="mt-4">{_(subtitle)}</Lead>}
        </div>
        <div className="divide-y divide-line border-y border-line xl:col-span-8">
          {items.map((item, index) => (
            <details key={index} name={`${baseId}-questions`} className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-6 py-5 text-left text-lead font-semibold text-fg [&::-webkit-details-marker]:hidden">
                <span>{_(item.question)}</span>
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full ring-1 ring-line-strong transition-colors duration-fast ease-brand group-open:bg-action group-open:text-action-fg group-open:ring-action group-hover:bg-fg/8">
                  <Icon
                    name="chevron-down"
                    size={20}
                    className="transition-transform duration-base ease-brand group-open:rotate-180"
                  />
                </span>
              </summary>
              <p className="max-w-2xl pr-14 pb-6 text-body text-fg-muted">{_(item.answer)}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  )
}
