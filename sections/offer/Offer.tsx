import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react'
import { useId } from 'react'
import { formatBrl, type SectionFrame } from '../../src/engine'
import { Button } from '../../src/design/Button'
import { cn } from '../../src/design/cn'
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
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div>
          {eyebrow && <p className="mb-2 text-sm font-semibold tracking-widest text-brand uppercase">{_(eyebrow)}</p>}
          <h2 id={headingId} className="text-3xl font-bold">
            {_(title)}
          </h2>
          {subtitle && <p className={cn('mt-4 text-lg', 'text-fg-muted')}>{_(subtitle)}</p>}
          <ul className="mt-6 space-y-3">
            {features.map((feature, index) => (
              <li key={index} className="flex gap-3">
                <span aria-hidden="true" className="font-bold text-emerald-600">
                  ✓
                </span>
                <span>{_(feature)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-white p-8 text-center text-ink shadow-lg ring-1 ring-slate-200">
          {oldPrice !== undefined && (
            <p className="text-lg text-slate-600" data-price="old">
              <Trans
                id={offerCopy.was.id}
                message={offerCopy.was.message}
                values={{ price: money(oldPrice) }}
                components={{ 0: <s /> }}
              />
            </p>
          )}
          <p className="mt-1 text-4xl font-extrabold text-brand sm:text-5xl" data-price="setup">
            {money(setupPrice)}
          </p>
          <p className="mt-1 text-slate-600">{_(offerCopy.setup)}</p>
          <div className="my-6 border-t border-slate-200" />
          <p className="text-slate-600">{_(offerCopy.monthlyLead)}</p>
          <p className="mt-1">
            <span className="text-3xl font-extrabold sm:text-4xl" data-price="monthly">
              {money(monthlyPrice)}
            </span>{' '}
            <span className="text-slate-600">{_(offerCopy.perMonth)}</span>
          </p>
          <div className="mt-8">
            <Button href={action.href} variant={action.variant ?? 'primary'}>
              {_(action.label)}
            </Button>
          </div>
        </div>
      </div>
    </Section>
  )
}
