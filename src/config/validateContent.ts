import type { Locale } from '../i18n/locales'
import { buildRouteTable, type RouteTable } from './routeTable'
import type { Copy } from './common'
import { copyProblem } from './copyProblem'
import { mediaKey, type Image } from './image'
import { imageProblem, imageWidthProblem, type MediaFiles } from './imageProblem'
import { withLocaleVariants } from './localizedImages'
import { imageUses } from './imageUses'
import type { SectionRegistry } from './defineSection'
import { linkProblem, pageLinkSource, type LinkSource } from './linkProblem'
import { markedValues, type MarkedValue } from './markedValues'
import { pageMetaSchema } from './pageMeta'
import type { PageConfig, PagesConfig } from './pages'
import { altTextProblem, imageAltProblem } from './pictureProblem'
import { publicFileProblem } from './publicFileProblem'
import type { ConfigError } from './validate'

/** What the content checks need to know beyond the content: the files the site serves from `public/`. */
export interface ContentChecks {
  publicFiles: ReadonlySet<string>
  /** The files under `content/media/` (`inspectMedia`). */
  media: MediaFiles
}

/**
 * The checks a JSON schema cannot express, on every field a schema marks with a content kind (`withContentKind`):
 * copy, links, public files, pictures and alt texts, in page metas, blocks and collection entries. A collection
 * entry is checked once, as an entry (its links as shown on its own page), not again on each page listing it.
 * Expects pages that passed `validatePages`; `concrete` are those pages expanded, in the locales they are built in.
 * `inScope` picks the pages whose content is checked (and the entries they show as their own); links are judged
 * against every page, in the `localesInProgress` also against the default locale's (`reachedRoute`).
 */
export function validateContent(
  pages: PagesConfig,
  registry: SectionRegistry,
  checks: ContentChecks,
  concrete: readonly PageConfig[],
  inScope: (page: PageConfig) => boolean = () => true,
  localesInProgress: readonly Locale[] = [],
): ConfigError[] {
  const table = buildRouteTable(concrete, localesInProgress)
  const errors: ConfigError[] = []
  const report = (found: MarkedValue[], prefix: string, source: LinkSource) => {
    for (const marked of found) {
      const message = problemOf(marked, source, table, checks)
      const { field } = marked
      if (message) errors.push({ where: field ? `${prefix} › ${field}` : prefix, message })
      const alt = marked.kind === 'image' ? imageAltProblem(marked.value as Image) : undefined
      if (alt) errors.push({ where: `${prefix} › ${field ? `${field}.` : ''}alt`, message: alt })
    }
  }

  const entries = new Set<object>()
  // Found by id in one pass: looking each entry's page up in the list made the check quadratic in the site's size.
  const byId = new Map(concrete.map((page) => [page.id, page]))
  for (const declaration of pages) {
    if (!('collection' in declaration)) continue
    for (const entry of declaration.collection.entries) {
      const page = byId.get(`${declaration.id}/${entry.slug}`)!
      entries.add(entry)
      if (!inScope(page)) continue
      report(
        markedValues(declaration.collection.schema, entry),
        `collection ${declaration.collection.name} › ${entry.slug}`,
        pageLinkSource(page),
      )
    }
  }
  const scoped = concrete.filter(inScope)
  for (const page of scoped) {
    const source = pageLinkSource(page)
    report(markedValues(pageMetaSchema, page.meta), `${page.id} › meta`, source)
    page.sections.forEach((block, index) => {
      const found = markedValues(registry[block.type]!.schema, block.props, (value) => entries.has(value))
      report(found, `${page.id} › sections[${index}] (${block.type})`, source)
    })
  }
  // An entry's image shown in the same place on many pages (a news card) is reported once, where first shown.
  const measured = new Set<string>()
  // Each locale's version of a picture (`hero/contrate.en-us.png`) is checked in the places of its source.
  for (const { where, image, slot } of withLocaleVariants(imageUses(scoped, registry), (src) =>
    checks.media.has(src),
  )) {
    const key = mediaKey(image, slot)
    if (measured.has(key)) continue
    measured.add(key)
    const message = imageWidthProblem(image, slot, checks.media)
    if (message) errors.push({ where, message })
  }
  return errors
}

function problemOf(
  { kind, value, maxLength }: MarkedValue,
  source: LinkSource,
  table: RouteTable,
  checks: ContentChecks,
): string | undefined {
  switch (kind) {
    case 'copy':
      return copyProblem(value as Copy, maxLength)
    case 'link':
      return linkProblem(value as string, source, table)
    case 'thankYouPath':
      return linkProblem(value as string, source, table, { ownLocale: true })
    case 'publicFile':
      return publicFileProblem(value as string, checks.publicFiles)
    case 'altText':
      return altTextProblem(value as string)
    case 'image':
      return imageProblem(value as Image, checks.media)
  }
}
