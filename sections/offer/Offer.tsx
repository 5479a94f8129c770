import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react'
import { useId } from 'react'
import { formatBrl, type SectionFrame } from '../../src/engine'
import { Button } from '../../src/design/Button'
import { Card } from '../../src/design/Card'
import { Eyebrow } from '../../src/design/Eyebrow'
import { Heading } from '../../src/design/Heading'
import { Icon } from '../../src/design/Icon'
import { Lead } from '../../src/design/Lead'
import { Section } from '../../src/design/Section'
import type { OfferProps } from './schema'

export const offerCopy = {
  // The struck-through price is not announced as struck by screen readers, so the words carry the meaning.
  was: msg({
    message: 'De <0>{price}</0> por',
    comment: 'Old price before the new one: "De R$ 10.000 por" (then the new price)',
  }),
  setup: msg`de implantação, pagamento único`,
  monthlyLead: msg`mais o plano mensal de`,
  perMonth: msg`por mês`,
}

export function Offer(props: OfferProps & SectionFrame) {
  const {
    eyebrow,
    title,
    subtitle,
    oldPrice,
    setupPrice,
    monthlyPrice,
    features,
    action,
    tone = 'muted',
    sectionId,
  } = props
  const { _, i18n } = useLingui()
  const headingId = useId()
  // The amount goes into translated copy, so it is written the way of the catalog's language.
  const money = (value: number) => formatBrl(value, i18n.locale)
  return (
    <Section type="offer" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-7">
          {eyebrow && <Eyebrow className="mb-4">{_(eyebrow)}</Eyebrow>}
          <Heading level={2} id={headingId}>
            {_(title)}
          </Heading>
          {subtitle && <Lead className="mt-5">{_(subtitle)}</Lead>}
          <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {features.map((feature, index) => (
              <li key={index} className="flex gap-3 text-body text-fg">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-success-soft text-on-success-soft">
                  <Icon name="check" size={16} />
                </span>
                <span>{_(feature)}</span>
              </li>
            ))}
          </ul>
        </div>
        <Card look="raised" padding="lg" className="text-center ring-1 ring-line lg:col-span-5">
          {oldPrice !== undefined && (
            <p className="text-body text-fg-muted" data-price="old">
              <Trans
                id={offerCopy.was.id}
                message={offerCopy.was.message}
                values={{ price: money(oldPrice) }}
                components={{ 0: <s /> }}
              />
            </p>
          )}
          <p className="mt-2 text-stat text-fg tabular-nums" data-price="setup">
            {money(setupPrice)}
          </p>
          <p className="mt-2 text-small text-fg-muted">{_(offerCopy.setup)}</p>
          <div className="my-6 border-t border-line" />
          <p className="text-small text-fg-muted">{_(offerCopy.monthlyLead)}</p>
          <p className="mt-1">
            <span className="text-h2 text-fg tabular-nums" data-price="monthly">
              {money(monthlyPrice)}
            </span>{' '}
            <span className="text-body text-fg-muted">{_(offerCopy.perMonth)}</span>
          </p>
          <Button href={action.href} variant={action.variant ?? 'primary'} size="lg" className="mt-8 w-full">
            {_(action.label)}
          </Button>
        </Card>
      </div>
    </Section>
  )
}
