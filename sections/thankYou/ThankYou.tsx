import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { formatPercent, Logo, useLeadConversion, useLocale, type SectionFrame } from '../../src/engine'
import { Section } from '../../src/design/Section'
import { PROGRESS_MAX, useCountUp } from './progress'
import type { ThankYouProps } from './schema'

/** The page after a contact or lead form: logo, heading, a progress bar counting to 100 % and a closing line. */
export function ThankYou({ title, subtitle, progressLabel, note, sectionId }: ThankYouProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  const labelId = useId()
  const locale = useLocale()
  const value = useCountUp()
  useLeadConversion()
  const percent = formatPercent(value / PROGRESS_MAX, locale)
  return (
    <Section
      type="thankYou"
      sectionId={sectionId}
      labelledBy={headingId}
      className="flex min-h-dvh items-center bg-slate-50"
      innerClassName="w-full max-w-xl text-center"
    >
      <Logo />
      <h1 id={headingId} className="mt-10 text-4xl font-bold sm:text-5xl">
        {_(title)}
      </h1>
      {subtitle && <p className="mt-4 text-lg text-slate-600">{_(subtitle)}</p>}
      <div className="mt-10">
        <div className="flex items-baseline justify-between gap-4 text-sm font-medium">
          <span id={labelId}>{_(progressLabel)}</span>
          {/* The bar itself tells assistive technology the value; this is the same number for the eyes. */}
          <span aria-hidden="true" className="text-brand-dark tabular-nums">
            {percent}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={PROGRESS_MAX}
          aria-valuenow={value}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          {/* An SVG rect's width attribute draws the fill: no inline style, which the CSP forbids. */}
          <svg
            viewBox={`0 0 ${PROGRESS_MAX} 1`}
            preserveAspectRatio="none"
            aria-hidden="true"
            className="block h-full w-full"
          >
            <rect width={value} height="1" className="fill-brand" />
          </svg>
        </div>
      </div>
      <p className="mt-10 text-lg">{_(note)}</p>
    </Section>
  )
}
