import { siteContent } from '../site'
import { layouts } from '../../layouts'
import { sections } from '../../sections'
import { inspectMedia } from '../../src/tools/build/media/inspectMedia'
import type { PageConfig, PagesConfig } from '../../src/config/pages'
import { listPublicFiles } from '../../src/config/publicFiles'
import { alternatesIndex } from '../../src/config/routeTable'
import { formatConfigErrors } from '../../src/config/validate'
import { validateSite } from '../../src/config/validateSite'
import { createCatalogs } from '../../src/i18n/catalogs'
import { describePage } from '../../src/tools/studio/describePage'
import { renderPseudoPage } from '../../src/tools/studio/renderPseudoPage'
import type { BlockTypeDocs, StudioPage } from '../../src/tools/studio/studioTypes'
import { BRAND_FONT_PRELOAD } from '../brandFont'
import { serverSite } from '../serverSite'
import { siteSections } from '../siteSections'
import { sectionFixtures } from '../gallery/sectionFixtures'

/**
 * `npm run dev` only: what the studio (`src/tools/studio/`) reads of the site, loaded by its dev-server plugin
 * (`src/tools/build/studioPlugin.ts`) through Vite, so an edited page or section is read afresh. Never part of a build.
 */

/** The page served at `pathname` as the studio describes it, or null for a URL the site does not serve. */
export async function studioPage(pathname: string, docs: Record<string, BlockTypeDocs>): Promise<StudioPage | null> {
  const { table } = await serverSite()
  const route = table.find(pathname)
  if (!route) return null
  return describePage({
    route,
    alternates: alternatesIndex(table)(route),
    sections,
    docs,
    i18n: await createCatalogs().load(route.locale),
    fixtureNames: (type) => Object.keys(sectionFixtures[type] ?? {}),
  })
}

/**
 * What `check:config` says of the site with `candidate` (the page `pageId` as a studio edit would leave it) in place
 * of the page, that it does not say now: one message a line, as the terminal and the dev server's overlay print
 * them (`home › sections[0] (hero) › title: …`). Of the pages' content, the page's own only, as in `npm run dev`.
 */
export async function editProblems(pageId: string, candidate: PageConfig): Promise<string[]> {
  const checks = { publicFiles: listPublicFiles(), media: await inspectMedia() }
  const contentOf = (page: PageConfig) => page.id === pageId
  const check = (pages: PagesConfig) =>
    validateSite({ ...siteContent, pages }, { sections, layouts }, checks, contentOf).map((error) =>
      formatConfigErrors([error]),
    )
  const now = new Set(check(siteContent.pages))
  return check(siteContent.pages.map((page) => (page.id === pageId ? candidate : page))).filter(
    (line) => !now.has(line),
  )
}

/** Each block type's gallery fixtures by name (`sections/<type>/fixtures.ts`), which a block added starts from. */
export function blockFixture(type: string, name: string): object | undefined {
  const fixtures = Object.hasOwn(sectionFixtures, type) ? sectionFixtures[type] : undefined
  return fixtures && Object.hasOwn(fixtures, name) ? fixtures[name] : undefined
}

/** The whole document of the page at `url` in the pseudo-locale, with the site's stylesheet and no script. */
export async function pseudoPageHtml(url: string): Promise<string> {
  const { table, site } = await serverSite()
  const { head, body } = await renderPseudoPage({ url, table, site, sections: siteSections, layouts })
  return `<!DOCTYPE html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    ${BRAND_FONT_PRELOAD}
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="stylesheet" href="/src/styles/global.css?direct" />
    ${head}
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>`
}
