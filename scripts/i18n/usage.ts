import type { I18n } from '@lingui/core'
import { createElement, Fragment, type ComponentType, type ReactElement } from 'react'
import { layouts } from '../../layouts'
import { sections } from '../../sections'
import { siteContent } from '../../app/site'
import type { Copy } from '../../src/config/common'
import type { PageConfig } from '../../src/config/pages'
import { pageMetaSchema } from '../../src/config/pageMeta'
import { sitePages } from '../../src/config/publication'
import { loadI18n } from '../../src/i18n/catalogs'
import { buildSite, type SiteContent } from '../../src/config/buildSite'
import { DEFAULT_LOCALE, parseLocalePath, type Locale } from '../../src/i18n/locales'
import { markedValues } from '../../src/config/markedValues'
import { Layout, LayoutsProvider } from '../../src/render/Layout'
import { SkipLink } from '../../src/render/SkipLink'
import { NotFound } from '../../src/render/NotFound'
import { renderAtUrl } from '../../src/render/renderAtUrl'
import { withStandInImages } from '../../src/config/standInImages'
import { artPlaces } from './artUsage'
import { COPY_MODULES, type CopyModule } from './copyRegistry'
import { shownIn, type BlockRenders, type RenderedMessages } from './renderCache'
import { walkCopy, type FoundCopy } from './walkCopy'

/** One place a message shows. */
export interface Place {
  /** How translators read it: `home › hero.subtitle`, `home › meta.title`, `every page › cookie banner.text`. */
  label: string
  /** The page it is on, or null when it shows on every page (chrome) or off the pages (not-found, e-mail). */
  pageId: string | null
  /** A locale-less path that shows it (`/servicos/e-commerce`), or null when no page does (the team's e-mail). */
  path: string | null
  /** The most characters the field's schema allows. */
  maxLength?: number
  /** The alt text of the picture in this file (`hero/product-and-ai.png`): read aloud in the picture's place. */
  altOf?: string
  /** Drawn inside a picture (`artPlaces`): shown as pixels, never shipped as text. */
  inPicture?: true
}

/** Where the site's messages show: by message id, and the places of every block by type. */
export interface MessageUsage {
  places: Map<string, Place[]>
  /** The place of each block of each type (`home › hero`), for copy only its component holds. */
  blocks: Map<string, Place[]>
  /** The concrete pages, as the route table sees them (each in the locales it is published in). */
  pages: PageConfig[]
  /** The locales still being translated (`settings.localesInProgress`): the chrome ships there with a page only. */
  localesInProgress: readonly Locale[]
  /** The source text of each message, by id: how a message missing from the catalogs is named to people. */
  sources: Map<string, string>
  /** The pages each page's forms lead to once sent (their `successPath`, by page id): published with it. */
  thankYouPages?: Map<string, string[]>
  /** The concrete pages of each declared page (a collection's entries, a list's pages): one `locales` publishes them. */
  declared?: Map<string, string[]>
}

const NOT_FOUND_PATH = '/pagina-inexistente'
/** How the chrome's places start: `every page › cookie banner.text`. */
export const EVERY_PAGE = 'every page'

/**
 * Finds where each message shows, down to the field: walks every page's meta and block props for copy
 * descriptors with their property path (and schema `maxLength`), renders every block, the chrome and the
 * not-found page in the source locale recording what they translate, lists the engine's copy modules
 * (cookie banner, form errors…) wherever they can show, and the words drawn inside pictures (`artPlaces`). `content` is the site's unless a test hands another.
 * With `renders` (the build's first step), a block rendered by an earlier build with the same code, site data, props
 * and messages is not rendered again (`BlockRenders`).
 */
export async function collectMessageUsage(
  content: SiteContent = siteContent,
  { renders }: { renders?: BlockRenders } = {},
): Promise<MessageUsage> {
  const usage: MessageUsage = {
    places: new Map(),
    blocks: new Map(),
    pages: sitePages(content),
    localesInProgress: content.settings.localesInProgress ?? [],
    sources: new Map(),
  }
  usage.thankYouPages = thankYouPages(usage.pages)
  usage.declared = new Map(
    content.pages.map((page) => [page.id, sitePages({ ...content, pages: [page] }).map((concrete) => concrete.id)]),
  )
  // The labels already listed per message: a message shown on many pages is added to in constant time.
  const labels = new Map<string, Set<string>>()
  const add = ({ id, message }: Copy, place: Place) => {
    if (message !== undefined) usage.sources.set(id, message)
    const known = labels.get(id) ?? labels.set(id, new Set()).get(id)!
    if (known.has(place.label)) return
    known.add(place.label)
    usage.places
      .set(id, usage.places.get(id) ?? [])
      .get(id)!
      .push(place)
  }
  const { site } = buildSite(content)
  const rendered = await messageRecorder(site, usage.sources, renders)
  const modulePaths = copyPaths(COPY_MODULES)
  const moduleLabel = (id: string) => modulePaths.get(id)?.[0]

  const chrome = createElement(
    Fragment,
    null,
    createElement(SkipLink),
    createElement(LayoutsProvider, { layouts, children: createElement(Layout, { name: 'default', children: null }) }),
  )
  for (const id of await rendered(chrome)) {
    add(
      { id },
      {
        label: `${EVERY_PAGE} › ${moduleLabel(id) ?? navigationPath(content.navigation, id) ?? 'layout'}`,
        pageId: null,
        path: '/',
      },
    )
  }
  // The copy modules' messages first, each by its field, so the not-found page's render below names only the rest.
  for (const module of COPY_MODULES) {
    if (typeof module.shownOn === 'object') continue
    const path = module.shownOn === 'team e-mail' ? null : module.shownOn === EVERY_PAGE ? '/' : NOT_FOUND_PATH
    const where = module.shownOn === 'not-found page' ? '' : `${module.shownOn} › `
    for (const found of walkCopy(module.copy))
      add(found, { label: `${where}${module.name}.${found.path}`, pageId: null, path })
  }
  for (const id of await rendered(createElement(LayoutsProvider, { layouts, children: createElement(NotFound) }))) {
    if (!usage.places.has(id)) add({ id }, { label: 'not-found page', pageId: null, path: NOT_FOUND_PATH })
  }

  for (const page of usage.pages) {
    const at = (label: string, found?: FoundCopy): Place => ({
      label: `${page.id} › ${label}`,
      pageId: page.id,
      path: page.path,
      ...(found?.maxLength === undefined ? {} : { maxLength: found.maxLength }),
      ...(found?.altOf === undefined ? {} : { altOf: found.altOf }),
    })
    for (const found of walkCopy(page.meta, pageMetaSchema)) add(found, at(`meta.${found.path}`, found))
    for (const [index, block] of page.sections.entries()) {
      const name = blockName(page, index)
      usage.blocks
        .set(block.type, usage.blocks.get(block.type) ?? [])
        .get(block.type)!
        .push(at(name))
      const definition = sections[block.type]
      const props = walkCopy(block.props, definition.schema)
      for (const found of props) add(found, at(`${name}.${found.path}`, found))
      const Component = definition.Component as ComponentType<object>
      // Rendered for its text only: images stand in for what the build makes of them (`withStandInImages`).
      const shown = withStandInImages(definition.schema, block.props)
      for (const id of await rendered(createElement(Component, shown), [block.type, shown])) {
        if (props.some((found) => found.id === id)) continue
        add({ id }, at(moduleLabel(id) ? `${name} › ${moduleLabel(id)}` : `${name} (block text)`))
      }
      for (const module of COPY_MODULES) {
        if (typeof module.shownOn !== 'object' || !module.shownOn.sections.includes(block.type)) continue
        for (const found of walkCopy(module.copy)) add(found, at(`${name} › ${module.name}.${found.path}`))
      }
    }
  }
  for (const { id, message, place } of await artPlaces(usage.pages)) add({ id, message }, place)
  return usage
}

/**
 * The pages each page's forms lead to once sent, by page id: the thank-you pages (`thankYouPath` fields) a page
 * needs published in its locales. A path naming its locale (`/pt-br/obrigado`) needs none.
 */
function thankYouPages(pages: readonly PageConfig[]): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const page of pages) {
    const targets = page.sections.flatMap((block) =>
      markedValues(sections[block.type].schema, block.props).flatMap(({ kind, value }) => {
        if (kind !== 'thankYouPath' || parseLocalePath(value as string).locale !== null) return []
        const target = pages.find((candidate) => candidate.path === (value as string))
        return target ? [target.id] : []
      }),
    )
    if (targets.length > 0) found.set(page.id, [...new Set(targets)])
  }
  return found
}

/** A block as translators read it: its type, numbered when the page holds several (`hero`, `faq#2`). */
function blockName(page: PageConfig, index: number): string {
  const type = page.sections[index]!.type
  const sameType = page.sections.filter((block) => block.type === type)
  if (sameType.length === 1) return type
  return `${type}#${page.sections.slice(0, index + 1).filter((block) => block.type === type).length}`
}

function copyPaths(modules: CopyModule[]): Map<string, string[]> {
  const paths = new Map<string, string[]>()
  for (const module of modules)
    for (const found of walkCopy(module.copy))
      paths.set(found.id, [...(paths.get(found.id) ?? []), `${module.name}.${found.path}`])
  return paths
}

/** `navigation.header[1].links[0].label` for a menu text of `content/navigation.ts`. */
function navigationPath(navigation: SiteContent['navigation'], id: string): string | undefined {
  const found = walkCopy(navigation).find((copy) => copy.id === id)
  return found && `navigation.${found.path}`
}

/**
 * Renders elements in the source locale and answers the ids of the messages each one translates, noting in
 * `sources` the text of each descriptor translated. One i18n instance
 * serves every render: loading the catalog per render copied every message each time, quadratic in the site.
 * An element given with its `data` (what it is made of, plain data) is looked up in `renders` first, with the site's
 * data, and kept there once rendered.
 */
async function messageRecorder(
  site: ReturnType<typeof buildSite>['site'],
  sources: Map<string, string>,
  renders?: BlockRenders,
): Promise<(element: ReactElement, data?: unknown) => Promise<string[]>> {
  let ids = new Set<string>()
  let met = new Map<string, string>()
  const siteKey = renders?.key(site)
  const i18n = await loadI18n(DEFAULT_LOCALE)
  const translate = i18n._.bind(i18n)
  // `useLingui()._` is bound to `i18n.t`, the same function as `i18n._`: record through both.
  i18n._ = i18n.t = ((descriptor: unknown, ...rest: unknown[]) => {
    if (typeof descriptor === 'string') ids.add(descriptor)
    else {
      const { id, message } = descriptor as Copy
      ids.add(id)
      if (message !== undefined) {
        sources.set(id, message)
        if (!met.has(id)) met.set(id, message)
      }
    }
    return (translate as (...args: unknown[]) => string)(descriptor, ...rest)
  }) as I18n['_']
  return async (element, data) => {
    const key = renders && data !== undefined ? renders.key(siteKey, data) : undefined
    const kept = key === undefined ? undefined : renders!.get(key, i18n.messages)
    if (kept) {
      for (const [id, message] of kept.sources) sources.set(id, message)
      return kept.ids
    }
    ids = new Set()
    met = new Map()
    // Only the translate calls matter: the HTML is not parsed (a DOM per render cost more than the render).
    const url = `/${DEFAULT_LOCALE}`
    await renderAtUrl({
      element,
      url,
      locale: DEFAULT_LOCALE,
      pageId: 'usage',
      alternates: { [DEFAULT_LOCALE]: url },
      site,
      i18n,
    })
    const found = [...ids].sort()
    if (key !== undefined) {
      const rendered: RenderedMessages = { ids: found, sources: [...met], shown: shownIn(i18n.messages, found) }
      renders!.set(key, rendered)
    }
    return found
  }
}
