import type { I18n, MessageDescriptor } from '@lingui/core'
import { isLocale, type Locale } from './locales'
import { formatNumber, NBSP } from './numbers'

/** Where each site locale puts the symbol: the same text its ICU writes (`money.test.ts` compares them). */
const WRITE_REAIS: Readonly<Record<Locale, (figure: string) => string>> = {
  'pt-br': (figure) => `R$${NBSP}${figure}`,
  'en-us': (figure) => `R$${figure}`,
  'es-es': (figure) => `${figure}${NBSP}R$`,
}

/**
 * Reais written the way of `locale` (a site locale or any BCP 47 tag): `R$ 10.000` (pt-br), `R$10,000` (en-us),
 * `10.000 R$` (es-es); cents only when there are any. The site's locales are written without `Intl`
 * (`formatNumber`); other tags (the gallery's pseudo locale) go through it.
 */
export function formatBrl(amount: number, locale: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2
  if (isLocale(locale) && Number.isFinite(amount) && amount >= 0)
    return WRITE_REAIS[locale](
      formatNumber(amount, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    )
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount)
}

/** A message whose placeholders are amounts in reais (`Até {max} por mês` with `{ max: 10000 }`). */
export interface MoneyMessage {
  /** The copy; translators keep the placeholders and never write the figures. */
  message: MessageDescriptor
  /** The amount in reais of each placeholder. */
  amounts: Readonly<Record<string, number>>
}

/** Translates a money message, each amount formatted for the language it is translated into. */
export function translateMoney(i18n: I18n, { message, amounts }: MoneyMessage): string {
  const values = Object.fromEntries(
    Object.entries(amounts).map(([name, amount]) => [name, formatBrl(amount, i18n.locale)]),
  )
  // A variable, not an object literal: Lingui's extractor reads `i18n._({ … })` calls as messages to extract.
  const translated: MessageDescriptor = { ...message, values }
  return i18n._(translated)
}
