import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { LeadConversion, localeFormats, Logo, ReplyPromise, useLocale, type SectionFrame } from '../../src/engine'
import { ActionButtons } from '../../src/design/ActionButtons'
import { Card } from '../../src/design/Card'
import { Heading } from '../../src/design/Heading'
import { Icon } from '../../src/design/Icon'
import { Lead } from '../../src/design/Lead'
import { Section } from '../../src/design/Section'
import { NextSteps } from '../shared/NextSteps'
import { PROGRESS_MAX } from './progress'
import { THANK_YOU_DEFAULT_TONE, type ThankYouProps } from './schema'

/**
 * The page after a contact or lead form, a whole screen: the logo, then a card with a check mark, the heading, a
 * progress bar counting from 0 to 100 %, the closing line and the reply time from the settings; under it what happens
 * next and the ways on.
 * The count is CSS (`.count-up` in global.css): from the first paint it shows 0 and rises, never 100 first; without
 * JavaScript or with reduced motion it is finished at once, and screen readers hear 100 % once.
 */
export function ThankYou({
  title,
  subtitle,
  progressLabel,
  note,
  nextSteps,
  actions = [],
  tone = THANK_YOU_DEFAULT_TONE,
  sectionId,
}: ThankYouProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  const labelId = useId()
  const locale = useLocale()
  const [before, after] = localeFormats(locale).percent
  return (
    <Section
      type="thankYou"
      sectionId={sectionId}
      labelledBy={headingId}
      tone={tone}
      rhythm="tight"
      className="flex min-h-dvh items-center"
      innerClassName="flex max-w-xl flex-col items-start gap-8"
    >
      <Logo />
      <Card look="raised" padding="none" className="w-full p-6 sm:p-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-on-success-soft">
          <Icon name="check" size={32} />
        </span>
        <Heading level={1} size="h2" id={headingId} className="mt-6">
          {_(title)}
        </Heading>
        {subtitle && <Lead className="mt-4">{_(subtitle)}</Lead>}
        <div className="count-up mt-10 w-full">
          <div className="flex items-baseline justify-between gap-4 text-small font-medium">
            <span id={labelId} className="text-fg-muted">
              {_(progressLabel)}
            </span>
            {/* The bar tells assistive technology the value; CSS draws the same number for the eyes. */}
            <span
              aria-hidden="true"
              data-progress-shown
              data-before={before}
              data-after={after}
              className="count-up-shown font-semibold text-fg tabular-nums"
            />
          </div>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={PROGRESS_MAX}
            aria-valuenow={PROGRESS_MAX}
            className="mt-3 h-2 overflow-hidden rounded-full bg-fg/10"
          >
            <div data-progress-fill className="count-up-fill size-full rounded-full bg-action" />
          </div>
        </div>
        <p className="mt-8 border-t border-line pt-6 text-body text-fg">{_(note)}</p>
        <ReplyPromise className="mt-3 text-fg-muted" />
      </Card>
      {nextSteps && <NextSteps nextSteps={nextSteps} />}
      <ActionButtons actions={actions} size="md" className="mt-0" />
      <LeadConversion />
    </Section>
  )
}
