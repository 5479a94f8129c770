import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales'
import { readCatalog } from './i18n/catalogs'
import { collectMessageUsage } from './i18n/usage'

/**
 * `npm run i18n:check` (after `lingui extract`): fails when any message lacks a translation, or when a
 * message shown on a page is missing from a catalog. Problems are listed per locale and per page.
 */
export default async function check(): Promise<number> {
  const usage = await collectMessageUsage()
  let problems = 0
  for (const locale of LOCALES) {
    const catalog = await readCatalog(locale)
    const byPlace = new Map<string, string[]>()
    const add = (place: string, text: string) => byPlace.set(place, [...(byPlace.get(place) ?? []), text])

    for (const [id, entry] of Object.entries(catalog)) {
      if (entry.obsolete || (locale !== DEFAULT_LOCALE && entry.translation?.trim())) continue
      if (locale === DEFAULT_LOCALE && (entry.translation?.trim() || entry.message?.trim())) continue
      const places = usage.get(id) ?? new Set([entry.origin?.map(([file]) => file).join(', ') || 'unknown place'])
      for (const place of places) add(place, `untranslated: "${entry.message ?? id}"`)
    }
    for (const [id, places] of usage) {
      if (!catalog[id]) for (const place of places) add(place, `not in the catalog (run npm run i18n:extract): ${id}`)
    }
    if (byPlace.size === 0) continue
    console.error(`✗ ${locale}:`)
    for (const [place, texts] of [...byPlace].sort(([a], [b]) => a.localeCompare(b))) {
      console.error(`  ${place}`)
      for (const text of texts) console.error(`    - ${text}`)
      problems += texts.length
    }
  }
  if (problems > 0) {
    console.error(`\n${problems} missing translation(s). Translate them in locales/<locale>/messages.po.`)
    return 1
  }
  console.log(`✓ every message is translated in ${LOCALES.join(', ')} (${usage.size} shown on pages)`)
  return 0
}
