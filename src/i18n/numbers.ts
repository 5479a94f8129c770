import { localeFormats } from './localeFormats'

/** Fraction digits, as `Intl.NumberFormat` takes them (its defaults: 0 to 3). */
export interface FractionDigits {
  minimumFractionDigits?: number
  maximumFractionDigits?: number
}

/**
 * `value` written the way of `locale`, by `Intl`'s conventions (`localeFormats`): `1.234,5` (pt-br), `1,234.5`
 * (en-us), `1234,5` (es-es). Negative and non-finite values go through `Intl` itself.
 */
export function formatNumber(
  value: number,
  locale: string,
  { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) }: FractionDigits = {},
): string {
  if (!Number.isFinite(value) || value < 0)
    return new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(value)
  const { group, decimal, groupFrom } = localeFormats(locale)
  const [whole = '0', fraction = ''] = value.toFixed(maximumFractionDigits).split('.')
  let digits = fraction
  while (digits.length > minimumFractionDigits && digits.endsWith('0')) digits = digits.slice(0, -1)
  const grouped = whole.length < groupFrom ? whole : groupThousands(whole, group)
  return digits ? `${grouped}${decimal}${digits}` : grouped
}

/** `ratio` (0.5) as a whole percentage written the way of `locale`: `50%`, `50 %` in Spanish. */
export function formatPercent(ratio: number, locale: string): string {
  const [before, after] = localeFormats(locale).percent
  return `${before}${formatNumber(ratio * 100, locale, { maximumFractionDigits: 0 })}${after}`
}

/** `1234567` → `1.234.567` (with `.` as `separator`). */
function groupThousands(digits: string, separator: string): string {
  const head = digits.length % 3 || 3
  const groups = [digits.slice(0, head)]
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3))
  return groups.join(separator)
}
