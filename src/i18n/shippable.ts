/** A catalog entry as `@lingui/format-po` parses it (the fields that decide what ships). */
export interface ParsedEntry {
  message?: string
  translation?: string
  obsolete?: boolean
  extra?: Record<string, unknown>
  /** The files that use the message (`#:` lines), each as `[path, line?]`. */
  origin?: [string, number?][]
}

/** Where the words drawn inside pictures are written (`npm run media:art`): rendered into files, never as text. */
export const PICTURE_WORDS_FOLDER = 'scripts/media-art/'

/**
 * The catalog without the messages only pictures show (every origin under `PICTURE_WORDS_FOLDER`): they are in the
 * pictures' files already, so a browser's copy of the catalog leaves them out.
 */
export function withoutPictureWords<Entry extends ParsedEntry>(catalog: Record<string, Entry>): Record<string, Entry> {
  return Object.fromEntries(
    Object.entries(catalog).filter(
      ([, entry]) => !entry.origin?.length || !entry.origin.every(([file]) => file.startsWith(PICTURE_WORDS_FOLDER)),
    ),
  )
}

/**
 * The text an entry may ship with: its translation, unless it is empty, obsolete or marked `#, fuzzy` (a
 * translation of an older source, waiting for review). Undefined means "show the source text instead".
 */
export function shippableTranslation(entry: ParsedEntry | undefined): string | undefined {
  if (!entry || entry.obsolete || !entry.translation) return undefined
  const flags = entry.extra?.flags
  if (Array.isArray(flags) && flags.includes('fuzzy')) return undefined
  return entry.translation
}

/** The messages a locale's site catalog is compiled from: each id to its shippable translation, else its source. */
export function shippableMessages(catalog: Record<string, ParsedEntry>): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.obsolete) continue
    messages[id] = keepUnitsTogether(shippableTranslation(entry) ?? entry.message ?? id)
  }
  return messages
}

/** A space between a number and its per cent sign (`97 %`, as Spanish and French write it). */
const SPACE_BEFORE_PERCENT = /(\d) (?=[%‰])/g
/** A space between a currency symbol and its amount (`R$ 1,28`, `US$ 250`, `€ 40`). */
const SPACE_AFTER_CURRENCY = /((?:^|[^\p{L}])(?:R\$|US\$|\$|€|£)) (?=\d)/gu

/**
 * The text with a no-break space where a line must not break: between a number and its per cent sign, between a
 * currency symbol and its amount. Translators write the ordinary space of their language's typography; a line
 * ending in "97" with "%" on the next is never shown.
 */
export function keepUnitsTogether(text: string): string {
  return text.replace(SPACE_BEFORE_PERCENT, '$1\u00a0').replace(SPACE_AFTER_CURRENCY, '$1\u00a0')
}
