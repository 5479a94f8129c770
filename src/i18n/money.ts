import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * Reais written the way of `locale` (a site locale or any BCP 47 tag): `R$ 10.000` (pt-br), `R$10,000` (en-us), `10.000 R$` (es-es); cents only when
 * there are any. The server prerenders and the browser hydrates with this same call, so both ICUs must agree
 * (tests/e2e/landings.spec.ts checks the hydrated page).
 */
export function formatBrl(amount: number, locale: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount)
}

/**
 * The browser loads its number-formatting data on the first `Intl` call of a page, a task of ~20 ms on a fast
 * machine (4× that on a slow phone). Code that formats money calls this when it loads (before the page hydrates), so
 * that happens in a task of its own instead of inside a component's render, which React cannot split.
 */
export function prepareMoneyFormat(): void {
  if (typeof document === 'undefined') return
  setTimeout(() => formatBrl(0, document.documentElement.lang || 'pt-BR'), 0)
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
