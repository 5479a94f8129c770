import { useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import type { SectionFrame } from '../../src/config/defineSection'
import { cn } from '../../src/ui/cn'
import { Section } from '../../src/ui/Section'
import { TONE_CLASS, TONE_MUTED_TEXT } from '../../src/ui/tone'
import type { FaqProps } from './schema'

/**
 * A WAI-ARIA accordion: each question is a heading holding a button that shows or hides its answer.
 * One answer is open at a time; activating the open question closes it. Every answer is in the
 * prerendered HTML (for search engines and find-in-page once open), hidden until its question is opened.
 */
export function Faq({ title, subtitle, items, tone = 'white', sectionId }: FaqProps & SectionFrame) {
  const { _ } = useLingui()
  const baseId = useId()
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  return (
    <Section type="faq" sectionId={sectionId} labelledBy={`${baseId}-title`} className={TONE_CLASS[tone]} innerClassName="max-w-3xl">
      <h2 id={`${baseId}-title`} className="text-center text-3xl font-bold">
        {_(title)}
      </h2>
      {subtitle && <p className={cn('mx-auto mt-3 max-w-2xl text-center', TONE_MUTED_TEXT[tone])}>{_(subtitle)}</p>}
      <div className={cn('mt-10 divide-y border-y', tone === 'dark' ? 'divide-white/20 border-white/20' : 'divide-slate-200 border-slate-200')}>
        {items.map((item, index) => {
          const open = openIndex === index
          const buttonId = `${baseId}-q${index}`
          const panelId = `${baseId}-a${index}`
          return (
            <div key={index}>
              <h3 className="text-lg font-semibold">
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenIndex(open ? null : index)}
                  className="flex min-h-11 w-full items-center justify-between gap-4 py-4 text-left"
                >
                  <span>{_(item.question)}</span>
                  <span aria-hidden="true" className={cn('shrink-0 text-2xl leading-none transition-transform', open && 'rotate-45')}>
                    +
                  </span>
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className={cn('pb-5 pr-8', TONE_MUTED_TEXT[tone])}>
                <p>{_(item.answer)}</p>
              </div>
            </div>
          )
        })}
      </div>
    </Section>
  )
}
