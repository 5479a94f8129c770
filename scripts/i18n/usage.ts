import type { I18n } from '@lingui/core'
import { createElement, Fragment, type ComponentType } from 'react'
import { sections } from '../../sections'
import { siteContent } from '../../content/site'
import { expandPages } from '../../src/config/expandPages'
import { loadI18n } from '../../src/i18n/catalogs'
import { buildSite } from '../../src/router/buildSite'
import { DEFAULT_LOCALE } from '../../src/i18n/locales'
import { Layout } from '../../src/layout/Layout'
import { SkipLink } from '../../src/layout/SkipLink'
import { NotFound } from '../../src/render/NotFound'
import { renderElement } from '../../src/testing/render'

/** Message id → the places it appears, e.g. `home › sections[3] (servicesGrid)` or `layout (header, footer, drawer)`. */
export type MessageUsage = Map<string, Set<string>>

/**
 * Finds where each message is shown by rendering, in the source locale, every block of every page,
 * the page chrome and the not-found page, recording the ids each render translates.
 */
export async function collectMessageUsage(): Promise<MessageUsage> {
  const usage: MessageUsage = new Map()
  const { site } = buildSite(siteContent)
  const recordInto = async (where: string): Promise<I18n> => {
    const i18n = await loadI18n(DEFAULT_LOCALE)
    const translate = i18n._.bind(i18n)
    // `useLingui()._` is bound to `i18n.t`, the same function as `i18n._`: record through both.
    i18n._ = i18n.t = ((descriptor: unknown, ...rest: unknown[]) => {
      const id = typeof descriptor === 'string' ? descriptor : (descriptor as { id: string }).id
      if (!usage.has(id)) usage.set(id, new Set())
      usage.get(id)!.add(where)
      return (translate as (...args: unknown[]) => string)(descriptor, ...rest)
    }) as I18n['_']
    return i18n
  }

  const chrome = createElement(
    Fragment,
    null,
    createElement(SkipLink),
    createElement(Layout, { name: 'default', children: null }),
  )
  await renderElement(chrome, '/pt-br', {
    site,
    i18n: await recordInto('layout (header, footer, drawer)'),
  })
  await renderElement(createElement(NotFound), '/pt-br', { site, i18n: await recordInto('not-found page') })
  for (const page of expandPages(siteContent.pages)) {
    const meta = await recordInto(`${page.id} › meta (title and description)`)
    meta._(page.meta.title)
    meta._(page.meta.description)
    for (const [index, block] of page.sections.entries()) {
      const Component = sections[block.type].Component as ComponentType<object>
      await renderElement(createElement(Component, block.props), '/pt-br', {
        site,
        i18n: await recordInto(`${page.id} › sections[${index}] (${block.type})`),
      })
    }
  }
  return usage
}
