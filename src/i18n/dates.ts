import { localeFormats } from './localeFormats'

/**
 * A calendar date (`YYYY-MM-DD`) written out for `locale` by `Intl`'s conventions (`localeFormats`): "20 de agosto de
 * 2024", "August 20, 2024". Read in UTC, so no time zone moves the day and the prerendered text and the browser's agree.
 */
export function formatLongDate(iso: string, locale: string): string {
  const date = new Date(`${iso}T00:00:00Z`)
  // Not a real day (2031-02-29, which Date rolls over to 1 March): Intl writes what Date made of it.
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(iso))
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
  const { months, longDate } = localeFormats(locale)
  const field = { day: date.getUTCDate(), month: months[date.getUTCMonth()], year: date.getUTCFullYear() }
  return longDate.map((part) => ('field' in part ? field[part.field] : part.text)).join('')
}
