import type { I18n, MessageDescriptor } from '@lingui/core'
import { isLocale, type Locale } from './locales'

/** How a site locale writes an amount in reais: the same text its ICU writes (`money.test.ts` compares them). */
interface RealStyle {
  group: string
  decimal: string
  /** Digits the integer part needs before it is grouped: 4 (`1.000`), or 5 in Spanish (`1000`, `10.000`). */
  groupFrom: number
  write: (figure: string) => string
}

const NBSP = '\u00a0'
const REAIS: Readonly<Record<Locale, RealStyle>> = {
  'pt-br': { group: '.', decimal: ',', groupFrom: 4, write: (figure) => `R$${NBSP}${figure}` },
  'en-us': { group: ',', decimal: '.', groupFrom: 4, write: (figure) => `R$${figure}` },
  'es-es': { group: '.', decimal: ',', groupFrom: 5, write: (figure) => `${figure}${NBSP}R$` },
}

/**
 * Reais written the way of `locale` (a site locale or any BCP 47 tag): `R$ 10.000` (pt-br), `R$10,000` (en-us),
 * `10.000 R$` (es-es); cents only when there are any. The site's locales are written from a table, not with `Intl`:
 * a browser loads its number-formatting data on a page's first `Intl` call, a task of ~20 ms on a fast machine (4×
 * that on a slow phone), and the server and every browser write the same text. Other tags (the gallery's pseudo
 * locale) go through `Intl`.
 */
export function formatBrl(amount: number, locale: string): string {
  const cents = !Number.isInteger(amount)
  const style = isLocale(locale) && Number.isFinite(amount) && amount >= 0 ? REAIS[locale] : undefined
  if (!style)
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'BRL',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    }).format(amount)
  const [whole = '0', fraction] = amount.toFixed(cents ? 2 : 0).split('.')
  const grouped = whole.length < style.groupFrom ? whole : groupThousands(whole, style.group)
  return style.write(fraction === undefined ? grouped : `${grouped}${style.decimal}${fraction}`)
}

/** `1234567` → `1.234.567` (with `.` as `separator`). */
function groupThousands(digits: string, separator: string): string {
  const head = digits.length % 3 || 3
  const groups = [digits.slice(0, head)]
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3))
  return groups.join(separator)
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
