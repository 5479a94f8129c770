import { describe, expect, it } from 'vitest'
import { formatLongDate } from './dates'
import { LOCALES } from './locales'

const intl = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

describe('formatLongDate', () => {
  const days = Array.from({ length: 12 }, (_, month) =>
    [1, 9, 10, 28].map((day) => `2024-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`),
  ).flat()

  it.each(LOCALES)('writes exactly what ICU writes in %s, every month', (locale) => {
    for (const iso of [...days, '1999-12-31', '2031-02-29']) expect(formatLongDate(iso, locale)).toBe(intl(iso, locale))
  })
})
