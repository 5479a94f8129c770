import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  browserPageLoader,
  pageDataScript,
  parsePageData,
  readPageData,
  type EmbeddedPageData,
  type PageData,
} from '../../router/pageData'
import type { RouteEntry } from '../../router/routeTable'
import { dataFile, externalizePageData } from './pageDataFiles'

const site = { settings: { name: 'Nuvora' }, navigation: {}, routes: [{ url: '/pt-br', note: '</script>' }] }
const home = { id: 'home', sections: [{ type: 'hero', props: { title: { id: 'x', message: 'Olá' } } }] }
const html = (data: object) =>
  `<!DOCTYPE html><html><body><div id="root"><h1>Hi</h1></div>${pageDataScript(data as EmbeddedPageData)}</body></html>`
// Only the page data script is read from the document.
const documentWith = (page: string) =>
  ({ getElementById: () => ({ textContent: JSON.stringify(parsePageData(page)) }) }) as unknown as Document

describe('externalizePageData', () => {
  it('moves the site and the page data to files named by their content and leaves their URLs in the page', async () => {
    const root = await mkdtemp(join(tmpdir(), 'page-data-'))
    await mkdir(join(root, 'pt-br'))
    await writeFile(join(root, 'index.html'), html({ site, page: home }))
    await writeFile(join(root, 'pt-br', '404.html'), html({ site, page: null }))

    expect(await externalizePageData(root)).toBe(2)

    const siteFile = dataFile('site', site)
    const pageFile = dataFile('page', home)
    expect(siteFile.url).toMatch(/^\/assets\/data\/site\.[\w-]{12}\.json$/)
    expect((await readdir(join(root, 'assets', 'data'))).sort()).toEqual(
      [pageFile.url, siteFile.url].map((url) => url.split('/').pop()).sort(),
    )
    expect(JSON.parse(await readFile(join(root, siteFile.url), 'utf8'))).toEqual(site)
    expect(JSON.parse(await readFile(join(root, pageFile.url), 'utf8'))).toEqual(home)
    const rewritten = await readFile(join(root, 'index.html'), 'utf8')
    expect(parsePageData(rewritten)).toEqual({ site: siteFile.url, page: pageFile.url })
    expect(rewritten).toContain('<h1>Hi</h1>')
    expect(rewritten).not.toContain('Nuvora')
    expect(parsePageData(await readFile(join(root, 'pt-br', '404.html'), 'utf8'))).toEqual({
      site: siteFile.url,
      page: null,
    })
    // A second run finds nothing left to move.
    expect(await externalizePageData(root)).toBe(0)
  })

  it('names different content differently', () => {
    expect(dataFile('site', site).url).not.toBe(dataFile('site', { ...site, routes: [] }).url)
  })
})

describe('reading the page data in the browser', () => {
  const files: Record<string, unknown> = { '/assets/data/site.s.json': site, '/assets/data/page.p.json': home }
  const fetchJson = async (url: string) => files[url] ?? Promise.reject(new Error(`404 ${url}`))

  it('fetches what the page names by URL, and takes inline data as is', async () => {
    const built = html({ site: '/assets/data/site.s.json', page: '/assets/data/page.p.json' })
    expect(await readPageData(documentWith(built), fetchJson)).toEqual({ site, page: home })
    expect(await readPageData(documentWith(html({ site, page: null })), fetchJson)).toEqual({ site, page: null })
  })

  it("loads another page's blocks from the file its HTML names", async () => {
    const other = html({ site: '/assets/data/site.s.json', page: '/assets/data/page.p.json' })
    const load = browserPageLoader({ site, page: null } as unknown as PageData, async () => other, fetchJson)
    expect(await load({ url: '/pt-br', pageId: 'home' } as RouteEntry)).toEqual(home)
  })
})
