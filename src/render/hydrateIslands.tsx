import { setupI18n } from '@lingui/core'
import { LinguiContext } from '@lingui/react'
import type { ComponentType, ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { listPageOf } from '../config/pagination'
import type { SiteData } from '../config/site'
import { Consent } from '../consent/Consent'
import { CookieSettings } from '../consent/CookieSettings'
import { LeadConversionEffect } from '../consent/LeadConversionEffect'
import { localeOfPath } from '../i18n/locales'
import { createDocumentRouter } from '../router/documentRouter'
import { readPageData, type PageData } from '../router/pageData'
import { prefetchOnIntent } from '../router/prefetch'
import { RouterProvider } from '../router/react'
import type { Match, SiteRouter } from '../router/router'
import { SiteDataProvider } from '../router/runtime'
import { SmartLinkProvider } from '../router/SmartLink'
import { keepingServerHtml } from '../design/KeptHtml'
import { BlockContent } from './Blocks'
import { ISLAND_ATTRIBUTE } from './Island'
import { nextTask } from './nextTask'
import type { SectionLoader } from './sectionLoader'
import { serverHead } from './serverHead'

/** The code of each layout's header, by layout name: a layout missing here has a header of HTML only. */
export type HeaderIslands = Partial<Record<string, () => Promise<ComponentType>>>

/** The attribute on `<html>` once every island of the page is hydrated (what the end-to-end tests wait for). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/**
 * Hydrates the built page's islands (`<Island>`) and nothing else: each block whose section is `interactive`, the
 * layout's header when the site gives its code (`headers`), the cookie banner, the cookie settings button and the
 * lead conversion (`LeadConversion`, no markup). The
 * rest of the page stays the server's HTML; its sections' code is never requested. Each island hydrates in a task of
 * its own, top to bottom, with the page's data (site, blocks, messages) read once. Links to other pages are the
 * browser's, fetched ahead when approached (`prefetchOnIntent`).
 */
export async function hydrateIslands({
  sections,
  headers,
  fetchJson,
}: {
  sections: SectionLoader
  headers: HeaderIslands
  fetchJson: (url: string) => Promise<unknown>
}): Promise<void> {
  prefetchOnIntent(document)
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)]
  const [data] = await Promise.all([readPageData(document, fetchJson), stylesheetsLoaded(document)])
  const router = createDocumentRouter(pageMatch(data), location.href)
  const blocks = data.page?.sections ?? []
  await sections.load(elements.flatMap((element) => (isBlock(element) ? [blocks[blockIndex(element)]!.type] : [])))
  const listPage = data.page ? listPageOf(data.page) : undefined
  for (const [index, element] of elements.entries()) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE)
    let content: ReactNode
    if (name === 'block')
      content = <BlockContent sections={sections} blocks={blocks} index={blockIndex(element)} listPage={listPage} />
    else if (name === 'header') {
      const Header = await headers[data.page?.layout ?? 'default']?.()
      if (!Header) continue
      content = <Header />
    } else if (name === 'consent') content = <Consent withBanner={!data.page?.hideConsentBanner} />
    else if (name === 'cookie-settings') content = <CookieSettings />
    else if (name === 'lead-conversion') content = <LeadConversionEffect />
    else throw new Error(`Unknown island "${name}": see hydrateIslands (src/render/hydrateIslands.tsx)`)
    await nextTask()
    // Each island numbers its `useId`s apart: two roots would otherwise both start at the same id.
    keepingServerHtml(() =>
      hydrateRoot(element, <IslandRoot site={data.site} router={router} content={content} />, {
        identifierPrefix: `i${index}`,
      }),
    )
  }
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
}

/** What every island renders inside: the site's data, the page as the router's state, links and messages. */
function IslandRoot({ site, router, content }: { site: SiteData; router: SiteRouter; content: ReactNode }) {
  const { i18n } = router.getState().match
  return (
    <SiteDataProvider site={site}>
      <RouterProvider router={router}>
        <SmartLinkProvider>
          <LinguiContext value={{ i18n, _: i18n.t.bind(i18n) }}>{content}</LinguiContext>
        </SmartLinkProvider>
      </RouterProvider>
    </SiteDataProvider>
  )
}

/** The page on screen as the router's state: its route, blocks, locale with its messages, and head. */
function pageMatch(data: PageData): Match {
  const locale = data.route?.locale ?? localeOfPath(location.pathname)
  const i18n = setupI18n({ locale, messages: { [locale]: data.messages } })
  return {
    route: data.route ?? undefined,
    page: data.page ?? undefined,
    locale,
    i18n,
    head: serverHead(document.head),
  }
}

/**
 * Resolves once every stylesheet linked in `root` has loaded (or failed). The page inlines only its first screen's
 * rules and links the whole sheet at its fold (`firstScreen`); an island may at once show what the HTML had not (an
 * opened menu), so it renders only once those rules are there.
 */
function stylesheetsLoaded(root: Document): Promise<unknown> {
  const pending = [...root.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet)
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true })
          link.addEventListener('error', resolve, { once: true })
        }),
    ),
  )
}

const isBlock = (element: HTMLElement) => element.getAttribute(ISLAND_ATTRIBUTE) === 'block'
const blockIndex = (element: HTMLElement) => Number(element.dataset.block)
