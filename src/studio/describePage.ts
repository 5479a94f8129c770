import type { I18n } from '@lingui/core'
import { isDescriptor } from '../config/copyDescriptor'
import type { SectionRegistry } from '../config/defineSection'
import type { SiteRoute } from '../config/routeTable'
import { enumValues, GALLERY_CHOICES, galleryAnchor } from '../gallery/galleryEntries'
import { galleryUrl, PSEUDO_LOCALE } from '../gallery/galleryLocales'
import type { Locale } from '../i18n/locales'
import { schemasAt } from './schemaAt'
import { PSEUDO_PAGES, type BlockTypeDocs, type StudioBlock, type StudioField, type StudioPage } from './studioTypes'

export interface DescribePageInput {
  route: SiteRoute
  /** The page's URL in each of its locales. */
  alternates: Partial<Record<Locale, string>>
  sections: SectionRegistry
  /** Each block type's JSDoc, by type. */
  docs: Record<string, BlockTypeDocs>
  /** The route's locale, to show copy as the page does. */
  i18n: I18n
  /** The name of a section's first fixture: the gallery shows it in each tone and variant. */
  firstFixture: (type: string) => string | undefined
}

/** The page at a route as the studio's panel shows it: each block's fields, choices and values (no source yet). */
export function describePage({ route, alternates, sections, docs, i18n, firstFixture }: DescribePageInput): StudioPage {
  const blocks = route.page.sections.map((block, index): StudioBlock => {
    const schema = sections[block.type]?.schema ?? {}
    const typeDocs = docs[block.type] ?? { summary: '', fields: [] }
    const props: Record<string, unknown> = isRecord(block.props) ? block.props : {}
    const fields = typeDocs.fields.map((field): StudioField => {
      const nodes = schemasAt(schema, field.name)
      const fallback = nodes.find((node) => 'default' in node) as { default?: unknown } | undefined
      return {
        ...field,
        allowed: [...new Set(nodes.flatMap(enumValues).map(String))],
        ...(fallback ? { defaultValue: String(fallback.default) } : {}),
        values: valuesAt(props, field.name).map((value) => shown(value, i18n)),
      }
    })
    const fixture = firstFixture(block.type)
    const choices = GALLERY_CHOICES.flatMap((name) => {
      const field = fields.find((candidate) => candidate.name === name)
      if (!field || field.allowed.length === 0) return []
      const current = field.values[0] ?? field.defaultValue
      const options = field.allowed.map((value) => ({
        value,
        galleryUrl: fixture
          ? `${galleryUrl(route.locale)}#${galleryAnchor(block.type, `${fixture}·${name}=${value}`)}`
          : galleryUrl(route.locale),
      }))
      return [{ name, ...(current === undefined ? {} : { current }), options }]
    })
    return { index, type: block.type, summary: typeDocs.summary, choices, fields }
  })
  const locales = Object.entries(alternates).map(([locale, url]) => ({ locale, url: url! }))
  return {
    pageId: route.page.id,
    locale: route.locale,
    blocks,
    locales: [...locales, { locale: PSEUDO_LOCALE, url: `${PSEUDO_PAGES}${alternates[route.locale] ?? route.url}` }],
  }
}

/** The values at a field name (`items[].title`): one, or one per item of each list on the way. */
function valuesAt(props: Record<string, unknown>, name: string): unknown[] {
  return name.split('.').reduce<unknown[]>(
    (values, step) =>
      values.flatMap((value) => {
        const key = step.replace(/\[\]$/, '')
        const inner = isRecord(value) ? value[key] : undefined
        if (inner === undefined || inner === null) return []
        return step.endsWith('[]') && Array.isArray(inner) ? inner : [inner]
      }),
    [props],
  )
}

/** A value as the panel shows it: copy in the page's language, a picture by its source, a list by its length. */
function shown(value: unknown, i18n: I18n): string {
  if (isDescriptor(value)) return i18n._(value)
  if (Array.isArray(value)) return `${value.length} item(s)`
  if (isRecord(value)) return typeof value.src === 'string' ? value.src : JSON.stringify(value).slice(0, 120)
  return String(value)
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
