import { LOCALES } from './locales'

/**
 * How a locale writes numbers, percentages, reais and long dates, read from `Intl` (its CLDR data) with
 * `formatToParts`. The build derives them for the site's locales and writes them into the browser code
 * (`src/tools/build/localeFormatsPlugin.ts`), so a browser formats with `Intl`'s conventions without loading its locale
 * data: a page's first `Intl` call does that in one task of ~20 ms on a fast machine (4× that on a slow phone).
 * Anywhere else (the server, tests, a locale the build did not derive) they are derived on first use.
 */
export interface LocaleFormats {
  group: string
  decimal: string
  /** Digits an integer needs before it is grouped: 4 (`1.000`), or 5 where CLDR asks for two (`1000`, `10.000`). */
  groupFrom: number
  /** What goes before and after the figure of a percentage (`50%`, `50 %`). */
  percent: [before: string, after: string]
  /** What goes before and after the figure of an amount in reais (`R$ 10`, `R$10`, `10 R$`). */
  reais: [before: string, after: string]
  /** The month names as a long date writes them (`março` in `1 de março de 2024`). */
  months: string[]
  /** The long date, in order: its fields and the text between them. */
  longDate: Array<{ field: 'day' | 'month' | 'year' } | { text: string }>
  /** The names of the countries the build was asked for, by ISO 3166-1 code (`{ BR: 'Brazil' }`). */
  regions: Record<string, string>
}

declare const __LOCALE_FORMATS__: Record<string, LocaleFormats> | undefined

const known = new Map<string, LocaleFormats>(
  Object.entries(typeof __LOCALE_FORMATS__ === 'undefined' ? {} : __LOCALE_FORMATS__),
)

/** The formats of `locale`: built in for the site's locales in the browser, derived from `Intl` otherwise. */
export function localeFormats(locale: string): LocaleFormats {
  let formats = known.get(locale)
  if (!formats) known.set(locale, (formats = deriveLocaleFormats(locale)))
  return formats
}

/**
 * The formats of every site locale, for the build to write into the browser code, with the names of `regions` (the
 * countries the site writes, e.g. its address's).
 */
export function siteLocaleFormats(regions: readonly string[] = []): Record<string, LocaleFormats> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, deriveLocaleFormats(locale, regions)]))
}

/** A country's name in `locale` (`BR` → `Brasil`, `Brazil`): built in for the build's regions, else from `Intl`. */
export function regionName(region: string, locale: string): string {
  return localeFormats(locale).regions[region] ?? regionNames(locale, [region])[region]!
}

/** Reads `locale`'s formats, and the names of `regions` in it, from `Intl`. */
export function deriveLocaleFormats(locale: string, regions: readonly string[] = []): LocaleFormats {
  const plain = new Intl.NumberFormat(locale)
  const parts = plain.formatToParts(12345.6)
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? ''
  let groupFrom = 4
  while (groupFrom < 9 && !plain.formatToParts(10 ** (groupFrom - 1)).some(({ type }) => type === 'group')) groupFrom++
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  const months = Array.from(
    { length: 12 },
    (_, month) =>
      dates.formatToParts(Date.UTC(2024, month, 1)).find(({ type }) => type === 'month')?.value ?? String(month + 1),
  )
  const longDate = dates
    .formatToParts(Date.UTC(2024, 0, 1))
    .map(({ type, value }) =>
      type === 'day' || type === 'month' || type === 'year' ? { field: type } : { text: value },
    )
  return {
    group: part('group'),
    decimal: part('decimal'),
    groupFrom,
    percent: affixes(new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0.5)),
    reais: affixes(
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'BRL',
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      }).formatToParts(5),
    ),
    months,
    longDate,
    regions: regionNames(locale, regions),
  }
}

function regionNames(locale: string, regions: readonly string[]): Record<string, string> {
  if (regions.length === 0) return {}
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  return Object.fromEntries(regions.map((region) => [region, names.of(region) ?? region]))
}

/** The text before the first and after the last part of the figure. */
function affixes(parts: Intl.NumberFormatPart[]): [string, string] {
  const figure = (type: string) => type === 'integer' || type === 'group' || type === 'decimal' || type === 'fraction'
  const first = parts.findIndex(({ type }) => figure(type))
  const last = parts.findLastIndex(({ type }) => figure(type))
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map(({ value }) => value)
      .join('')
  return [text(0, first), text(last + 1, parts.length)]
}
