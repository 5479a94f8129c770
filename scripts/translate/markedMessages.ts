import type { CatalogMessages } from '../../src/tools/build/linguiPlugins.ts'
import { shippableMessages, shippableTranslation } from '../../src/i18n/shippable.ts'
import { markMessage, type MarkState } from '../../src/tools/translate/markers.ts'

/**
 * What the catalogs compile to under `npm run translate`: in the translator's locale each message marked with its id
 * and state (`src/tools/translate/markers.ts`), showing its translation, or its source while it is missing or fuzzy
 * (exactly what the site would show); every other locale as the site compiles it.
 */
export function markedMessages(locale: string): CatalogMessages {
  return (catalog, catalogLocale) => {
    if (catalogLocale !== locale) return shippableMessages(catalog)
    const messages: Record<string, string> = {}
    for (const [id, entry] of Object.entries(catalog)) {
      if (entry.obsolete) continue
      const shown = shippableTranslation(entry)
      const state: MarkState = shown !== undefined ? 'translated' : entry.translation ? 'fuzzy' : 'missing'
      messages[id] = markMessage(id, state, shown ?? entry.message ?? id)
    }
    return messages
  }
}
