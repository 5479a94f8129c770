import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { formatPercent, Logo, useLeadConversion, useLocale, type SectionFrame } from '../../src/engine'
import { Card } from '../../src/design/Card'
import { Heading } from '../../src/design/Heading'
import { Icon } from '../../src/design/Icon'
import { Lead } from '../../src/design/Lead'
import { Section } from '../../src/design/Section'
import { PROGRESS_MAX, useCountUp } from './progress'
import { THANK_YOU_DEFAULT_TONE, type ThankYouProps } from './schema'

/**
 * The page after a contact or lead form, a whole screen: the logo, then a card with a check mark, the heading, a
 * progress bar counting to 100 % and the closing line.
 */
export function ThankYou({
  title,
  subtitle,
  progressLabel,
  note,
  tone = THANK_YOU_DEFAULT_TONE,
  sectionId,
}: ThankYouProps & SectionFrame) {
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
      tone={tone}
      rhythm="tight"
      className="flex min-h-dvh items-center"
      innerClassName="flex max-w-xl flex-col items-center gap-8"
    >
      <Logo />
      <Card look="raised" padding="none" className="w-full items-center p-6 text-center sm:p-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-on-success-soft">
          <Icon name="check" size={32} />
        </span>
        <Heading level={1} size="h2" id={headingId} className="mt-6">
          {_(title)}
        </Heading>
        {subtitle && <Lead className="mt-4">{_(subtitle)}</Lead>}
        <div className="mt-10 w-full text-start">
          <div className="flex items-baseline justify-between gap-4 text-small font-medium">
            <span id={labelId} className="text-fg-muted">
              {_(progressLabel)}
            </span>
            {/* The bar itself tells assistive technology the value; this is the same number for the eyes. */}
            <span aria-hidden="true" className="font-semibold text-fg tabular-nums">
              {percent}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={PROGRESS_MAX}
            aria-valuenow={value}
            className="mt-3 h-2 overflow-hidden rounded-full bg-fg/10"
          >
            {/* An SVG rect's width attribute draws the fill: no inline style, which the CSP forbids. */}
            <svg
              viewBox={`0 0 ${PROGRESS_MAX} 1`}
              preserveAspectRatio="none"
              aria-hidden="true"
              className="block size-full"
            >
              <rect width={value} height="1" className="fill-action" />
            </svg>
          </div>
        </div>
        <p className="mt-8 border-t border-line pt-6 text-body text-fg">{_(note)}</p>
      </Card>
    </Section>
  )
}
