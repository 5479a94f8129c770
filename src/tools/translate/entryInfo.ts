/** Where the in-context dev server answers the editor: GET the locale's entries, POST `{ id, translation }`. */
export const ENTRIES_URL = '/__translate/entries'

/** One PO entry as the in-context editor shows it (`scripts/translate/entries.ts` reads it from the PO file). */
export interface EntryInfo {
  id: string
  /** `msgctxt`: what tells two identical sources apart. */
  context?: string
  /** The Portuguese source (`msgid`). */
  source: string
  /** The current `msgstr` (empty when untranslated). */
  translation: string
  /** Marked `#, fuzzy`: a translation of an older source, not shown on the site. */
  fuzzy: boolean
  /** The source the fuzzy translation was made from (`#| msgid`). */
  previous?: string
  /** Each place it shows, from its `#. Used in:` note (`home › hero.subtitle`). */
  usedIn: string[]
  /** The most characters its fields allow, from its `#. Max length:` note. */
  maxLength?: number
  /** The entry's other notes: the developers', placeholders and tags explained, where to see it. */
  notes: string[]
}
