import { setupI18n, type I18n } from '@lingui/core'
import type { CatalogType } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { readFile } from 'node:fs/promises'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales'
import { shippableTranslation } from '../../i18n/shippable'

/** The server's view of the translation catalogs: messages found by their Lingui context. */
export interface LeadCatalogs {
  /** The message whose context is `context`, in `locale` (the source text where a translation is missing). */
  text(locale: Locale, context: string): string
  /** Whether a message has the context `context`. */
  has(context: string): boolean
}

const CATALOGS_DIR = new URL('../../../locales/', import.meta.url)

/**
 * Reads `locales/<locale>/messages.po` and compiles the messages that carry a context with @lingui/core. The server
 * runs without the `msg` macro, so it cannot name a message by its descriptor; a context names it instead
 * (`labelContext`, `mailSubjectContext` in src/forms/leadForms.ts).
 */
export async function loadLeadCatalogs(dir: URL = CATALOGS_DIR): Promise<LeadCatalogs> {
  const po = formatter({ lineNumbers: false })
  const read = async (locale: Locale): Promise<[Locale, CatalogType]> => {
    const filename = new URL(`${locale}/messages.po`, dir)
    const content = await readFile(filename, 'utf8')
    return [locale, await po.parse(content, { locale, sourceLocale: DEFAULT_LOCALE, filename: filename.pathname })]
  }
  const catalogs = Object.fromEntries(await Promise.all(LOCALES.map(read))) as Record<Locale, CatalogType>
  const idsByContext = new Map<string, string[]>()
  for (const [id, entry] of Object.entries(catalogs[DEFAULT_LOCALE])) {
    if (entry.context && !entry.obsolete)
      idsByContext.set(entry.context, [...(idsByContext.get(entry.context) ?? []), id])
  }
  const i18n = Object.fromEntries(
    LOCALES.map((locale) => {
      const messages = Object.fromEntries(
        [...idsByContext.values()].flat().map((id) => {
          const source = catalogs[DEFAULT_LOCALE][id]
          const text = shippableTranslation(catalogs[locale][id]) || source?.translation || source?.message || id
          return [id, compileMessage(text)]
        }),
      )
      return [locale, setupI18n({ locale, messages: { [locale]: messages } })]
    }),
  ) as Record<Locale, I18n>
  return {
    has: (context) => idsByContext.has(context),
    text(locale, context) {
      const ids = idsByContext.get(context) ?? []
      if (ids.length !== 1) throw new Error(`${ids.length} messages with the context "${context}" in locales/`)
      return i18n[locale]._(ids[0]!)
    },
  }
}
