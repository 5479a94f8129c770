import { isLocale, type Locale } from './locales'

const MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  'pt-br': [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  'en-us': [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  'es-es': [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
}

/** A calendar date in each site locale's long style: the same text its ICU writes (`dates.test.ts` compares them). */
const LONG_DATE: Readonly<Record<Locale, (day: number, month: string, year: number) => string>> = {
  'pt-br': (day, month, year) => `${day} de ${month} de ${year}`,
  'en-us': (day, month, year) => `${month} ${day}, ${year}`,
  'es-es': (day, month, year) => `${day} de ${month} de ${year}`,
}

/**
 * A calendar date (`YYYY-MM-DD`) written out for `locale` ("20 de agosto de 2024", "August 20, 2024"). The site's
 * locales are written from a table, not with `Intl`: a browser loads its date-formatting data on a page's first `Intl`
 * call, a task of ~20 ms on a fast machine (4× that on a slow phone), and the server and every browser write the same
 * text. Other tags (the gallery's pseudo locale) go through `Intl`, in UTC so no time zone moves the day.
 */
export function formatLongDate(iso: string, locale: string): string {
  const date = new Date(`${iso}T00:00:00Z`)
  if (isLocale(locale) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso))
    return LONG_DATE[locale](date.getUTCDate(), MONTHS[locale][date.getUTCMonth()]!, date.getUTCFullYear())
  // Another tag, or not a real day (2031-02-29, which Date rolls over to 1 March).
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}
