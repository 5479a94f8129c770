/** A catalog entry as `@lingui/format-po` parses it (the fields that decide what ships). */
export interface ParsedEntry {
  message?: string
  translation?: string
  obsolete?: boolean
  extra?: Record<string, unknown>
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
    messages[id] = shippableTranslation(entry) ?? entry.message ?? id
  }
  return messages
}
