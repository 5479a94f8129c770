import type { Copy } from './common'
import type { SectionRegistry } from './defineSection'
import { expandPages } from './expandPages'
import { markedValues, type MarkedValue } from './markedValues'
import { pageMetaSchema } from './pageMeta'
import type { PagesConfig } from './pages'

/** A copy field's limit (`copyOf({ max })`) and the field, as `check:config` names it: `contact › sections[0] (hero) › actions[0].label`. */
export interface CopyLimit {
  field: string
  maxLength: number
}

/** The tightest limit of each message shown in a field that has one, by message id. */
export type CopyLimits = ReadonlyMap<string, CopyLimit>

/**
 * The limit each message's copy fields put on it, read as `check:config` reads them (`markedValues` over every
 * page's meta and blocks and every collection entry): the tightest where a message shows in several fields. The
 * in-context editor holds translations to them (`scripts/translate/saveTranslation.ts`), as the check holds the
 * source, whatever the PO file's notes say.
 */
export function copyLimits(pages: PagesConfig, registry: SectionRegistry): Map<string, CopyLimit> {
  const limits = new Map<string, CopyLimit>()
  const add = (found: MarkedValue[], prefix: string) => {
    for (const { kind, value, field, maxLength } of found) {
      if (kind !== 'copy' || maxLength === undefined) continue
      const { id } = value as Copy
      const known = limits.get(id)
      if (!known || maxLength < known.maxLength) limits.set(id, { field: `${prefix} › ${field}`, maxLength })
    }
  }
  for (const declaration of pages)
    if ('collection' in declaration)
      for (const entry of declaration.collection.entries)
        add(
          markedValues(declaration.collection.schema, entry),
          `collection ${declaration.collection.name} › ${entry.slug}`,
        )
  for (const page of expandPages(pages)) {
    add(markedValues(pageMetaSchema, page.meta), `${page.id} › meta`)
    page.sections.forEach((block, index) => {
      const definition = registry[block.type]
      if (definition)
        add(markedValues(definition.schema, block.props), `${page.id} › sections[${index}] (${block.type})`)
    })
  }
  return limits
}
