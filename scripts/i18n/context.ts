import type { Locale } from '../../src/i18n/locales'
import { USED_IN } from './annotate'
import type { Catalog } from './catalogs'
import { messageShape } from './icu'

/**
 * Entries a translator would have to guess at: no `#. Used in:` comment, or a placeholder no comment explains
 * (`{name}` named in a source comment, in the placeholder registry, or in Lingui's `placeholder {0}:` note).
 */
export function contextGaps(catalog: Catalog, locale: Locale): string[] {
  const gaps: string[] = []
  for (const entry of Object.values(catalog)) {
    if (entry.obsolete) continue
    const comments = entry.comments ?? []
    const where = `${locale}: "${entry.message}"`
    if (!comments.some((comment) => comment.startsWith(USED_IN)))
      gaps.push(
        `${where} has no "Used in": list its copy module in scripts/i18n/copyRegistry.ts (engine) ` +
          "or in its section's defineSection `copy`",
      )
    let names: string[] = []
    try {
      names = messageShape(entry.message ?? '').arguments.map((argument) => argument.split(':')[0]!)
    } catch {
      gaps.push(`${where} is not valid ICU: fix the source message`)
    }
    for (const name of new Set(names))
      if (!comments.some((comment) => comment.includes(`{${name}}`)))
        gaps.push(`${where}: placeholder {${name}} is explained nowhere: add it to scripts/i18n/placeholders.ts`)
  }
  return gaps
}
