import type { I18n, MessageDescriptor } from '@lingui/core'
import { localeFormats } from './localeFormats'
import { formatNumber } from './numbers'

/**
 * Reais written the way of `locale` (a site locale or any BCP 47 tag), by `Intl`'s conventions (`localeFormats`):
 * `R$ 10.000` (pt-br), `R$10,000` (en-us), `10.000 R$` (es-es); cents only when there are any.
 */
export function formatBrl(amount: number, locale: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2
  const [before, after] = localeFormats(locale).reais
  return `${before}${formatNumber(amount, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })}${after}`
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
