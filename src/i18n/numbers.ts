import { isLocale, type Locale } from './locales'

/** How a site locale writes numbers: the same text its ICU writes (`numbers.test.ts` compares them). */
interface NumberStyle {
  group: string
  decimal: string
  /** Digits the integer part needs before it is grouped: 4 (`1.000`), or 5 in Spanish (`1000`, `10.000`). */
  groupFrom: number
  /** A whole percentage: `50%`, or `50 %` in Spanish. */
  percent: (figure: string) => string
}

export const NBSP = '\u00a0'
const NUMBER_STYLE: Readonly<Record<Locale, NumberStyle>> = {
  'pt-br': { group: '.', decimal: ',', groupFrom: 4, percent: (figure) => `${figure}%` },
  'en-us': { group: ',', decimal: '.', groupFrom: 4, percent: (figure) => `${figure}%` },
  'es-es': { group: '.', decimal: ',', groupFrom: 5, percent: (figure) => `${figure}${NBSP}%` },
}

/** Fraction digits, as `Intl.NumberFormat` takes them (its defaults: 0 to 3). */
export interface FractionDigits {
  minimumFractionDigits?: number
  maximumFractionDigits?: number
}

/**
 * The site's locales write numbers from this table, not with `Intl`: a browser loads its number-formatting data on a
 * page's first `Intl` call, a task of ~20 ms on a fast machine (4× that on a slow phone), and the server and every
 * browser write the same text. Other tags (the gallery's pseudo locale) and negative or non-finite values get
 * `undefined`: their callers use `Intl`.
 */
function styleFor(locale: string, value: number): NumberStyle | undefined {
  return isLocale(locale) && Number.isFinite(value) && value >= 0 ? NUMBER_STYLE[locale] : undefined
}

/** `value` written the way of `locale`: `1.234,5` (pt-br), `1,234.5` (en-us), `1234,5` (es-es). */
export function formatNumber(
  value: number,
  locale: string,
  { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) }: FractionDigits = {},
): string {
  const style = styleFor(locale, value)
  if (!style) return new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(value)
  const [whole = '0', fraction = ''] = value.toFixed(maximumFractionDigits).split('.')
  let digits = fraction
  while (digits.length > minimumFractionDigits && digits.endsWith('0')) digits = digits.slice(0, -1)
  const grouped = whole.length < style.groupFrom ? whole : groupThousands(whole, style.group)
  return digits ? `${grouped}${style.decimal}${digits}` : grouped
}

/** `ratio` (0.5) as a whole percentage written the way of `locale`: `50%`, `50 %` in Spanish. */
export function formatPercent(ratio: number, locale: string): string {
  const style = styleFor(locale, ratio)
  if (!style) return new Intl.NumberFormat(locale, { style: 'percent' }).format(ratio)
  return style.percent(formatNumber(ratio * 100, locale, { maximumFractionDigits: 0 }))
}

/** `1234567` → `1.234.567` (with `.` as `separator`). */
function groupThousands(digits: string, separator: string): string {
  const head = digits.length % 3 || 3
  const groups = [digits.slice(0, head)]
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3))
  return groups.join(separator)
}
