import type { I18n } from '@lingui/core'
import { copyLimitIn } from '../../config/common'
import { contentKindOf } from '../../config/contentKinds'
import { isDescriptor } from '../../config/copyDescriptor'
import type { SectionRegistry } from '../../config/defineSection'
import type { SiteRoute } from '../../config/routeTable'
import { enumValues, GALLERY_CHOICES, galleryAnchor } from '../../gallery/galleryEntries'
import { galleryUrl, PSEUDO_LOCALE } from '../../gallery/galleryLocales'
import type { Locale } from '../../i18n/locales'
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
  /** The names of a section's fixtures (the gallery's examples); the first is shown in each tone and variant. */
  fixtureNames: (type: string) => string[]
}

/** The page at a route as the studio's panel shows it: each block's fields, choices and values (no source yet). */
export function describePage({ route, alternates, sections, docs, i18n, fixtureNames }: DescribePageInput): StudioPage {
  const blocks = route.page.sections.map((block, index): StudioBlock => {
    const schema = sections[block.type]?.schema ?? {}
    const typeDocs = docs[block.type] ?? { summary: '', fields: [] }
    const props: Record<string, unknown> = isRecord(block.props) ? block.props : {}
    const fields = typeDocs.fields.map((field): StudioField => {
      const nodes = schemasAt(schema, field.name)
      const fallback = nodes.find((node) => 'default' in node) as { default?: unknown } | undefined
      const input = field.name.includes('.') ? undefined : inputOf(nodes)
      const written = input && writtenValue(props[field.name])
      const maxLength = input === 'copy' ? copyLimitIn(nodes) : undefined
      return {
        ...field,
        allowed: [...new Set(nodes.flatMap(enumValues).map(String))],
        ...(fallback ? { defaultValue: String(fallback.default) } : {}),
        values: valuesAt(props, field.name).map((value) => shown(value, i18n)),
        ...(input ? { input } : {}),
        ...(written === undefined ? {} : { written }),
        ...(maxLength === undefined ? {} : { maxLength }),
      }
    })
    const fixture = fixtureNames(block.type)[0]
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
  const gallery = Object.keys(sections)
    .sort()
    .map((type) => ({ type, summary: docs[type]?.summary ?? '', fixtures: fixtureNames(type) }))
    .filter((entry) => entry.fixtures.length > 0)
  const locales = Object.entries(alternates).map(([locale, url]) => ({ locale, url: url! }))
  return {
    pageId: route.page.id,
    locale: route.locale,
    blocks,
    gallery,
    undoable: 0,
    locales: [...locales, { locale: PSEUDO_LOCALE, url: `${PSEUDO_PAGES}${alternates[route.locale] ?? route.url}` }],
  }
}

/** How the panel writes a field its schema nodes describe, if it can: copy, a string, a number or a yes/no. */
function inputOf(nodes: object[]): StudioField['input'] {
  if (nodes.some((node) => contentKindOf(node) === 'copy')) return 'copy'
  const types = new Set(nodes.map((node) => (node as { type?: unknown }).type).filter(Boolean))
  if (types.size !== 1) return undefined
  const [type] = types
  if (type === 'string' && !nodes.some((node) => contentKindOf(node) === 'image')) return 'string'
  if (type === 'number' || type === 'integer') return 'number'
  return type === 'boolean' ? 'boolean' : undefined
}

/** A field's value as its page file writes it: copy's source text, a string, a number or a boolean. */
function writtenValue(value: unknown): string | number | boolean | undefined {
  if (isDescriptor(value)) return value.message ?? value.id
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined
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
