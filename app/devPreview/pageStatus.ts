import { readFile, stat } from 'node:fs/promises'
import { siteContent } from '../site'
import { isDescriptor } from '../../src/config/copyDescriptor'
import type { PageConfig } from '../../src/config/pages'
import { sitePages } from '../../src/config/publication'
import { walkSchema } from '../../src/config/schemaWalk'
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales'
import { shippableTranslation, type ParsedEntry } from '../../src/i18n/shippable'
import type { PreviewStatus } from '../../src/tools/devPreview/protocol'

/** The locales each page is published in, as the build makes it (read once per version of the content). */
let published: Map<string, readonly Locale[] | undefined> | undefined

/** Each locale's PO entries, with the file's modification time they were read at. */
const catalogs = new Map<Locale, { modified: number; entries: Record<string, ParsedEntry> }>()

/**
 * What the dev server says of a page it previews in `locale`: a draft when the build does not publish it there
 * (its `locales`, or a locale still in progress), and how many of its own messages have no translation to ship there
 * yet (missing, empty or fuzzy in the PO file, or not extracted yet).
 */
export async function pageStatus(page: PageConfig, locale: Locale): Promise<PreviewStatus> {
  published ??= new Map(sitePages(siteContent).map((each) => [each.id, each.locales]))
  const locales = published.get(page.id)
  const draft = locales !== undefined && !locales.includes(locale)
  if (locale === DEFAULT_LOCALE) return { locale, draft, missing: 0 }
  const entries = await catalogEntries(locale)
  const missing = [...copyIds(page)].filter((id) => shippableTranslation(entries[id]) === undefined).length
  return { locale, draft, missing }
}

/** The ids of every copy descriptor of the page: its meta and its blocks. */
function copyIds(page: PageConfig): Set<string> {
  const ids = new Set<string>()
  walkSchema(undefined, page, ({ value }) => {
    if (!isDescriptor(value)) return undefined
    ids.add(value.id)
    return false
  })
  return ids
}

async function catalogEntries(locale: Locale): Promise<Record<string, ParsedEntry>> {
  const file = `locales/${locale}/messages.po`
  const { mtimeMs } = await stat(file)
  const known = catalogs.get(locale)
  if (known?.modified === mtimeMs) return known.entries
  // Loaded when a page's status is first asked for (after a save), not with the dev server's first page.
  const { formatter } = await import('@lingui/format-po')
  const entries = await formatter({ lineNumbers: false }).parse(await readFile(file, 'utf8'), {
    locale,
    sourceLocale: DEFAULT_LOCALE,
    filename: file,
  })
  catalogs.set(locale, { modified: mtimeMs, entries })
  return entries
}
