import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageDataScript, parsePageData, readPageData, type EmbeddedPageData } from '../../../router/pageData'
import { dataFile, externalizePageData } from './pageDataFiles'

const site = { settings: { name: 'Nuvora', note: '</script>' }, navigation: {} }
const route = { url: '/', locale: 'pt-br', pageId: 'home', alternates: { 'pt-br': '/pt-br' } }
const home = { id: 'home', sections: [{ type: 'hero', props: { title: { id: 'x', message: 'Olá' } } }] }
const catalog = { x: 'Olá', y: 'Menu', z: 'Só no contato' }
const html = (data: object) =>
  `<!DOCTYPE html><html><body><div id="root"><h1>Hi</h1></div>${pageDataScript(data as EmbeddedPageData)}</body></html>`
// Only the page data script is read from the document.
const documentWith = (page: string) =>
  ({ getElementById: () => ({ textContent: JSON.stringify(parsePageData(page)) }) }) as unknown as Document

describe('externalizePageData', () => {
  it('moves the site and the page data to files named by their content and leaves their URLs in the page', async () => {
    const root = await mkdtemp(join(tmpdir(), 'page-data-'))
    await mkdir(join(root, 'pt-br'))
    // Each page carries the messages it shows (picked at prerender): here the home's `x` and the chrome's `y`.
    await writeFile(join(root, 'index.html'), html({ site, route, page: home, messages: { x: 'Olá', y: 'Menu' } }))
    await writeFile(join(root, 'pt-br', '404.html'), html({ site, route: null, page: null, messages: { y: 'Menu' } }))

    expect(await externalizePageData(root)).toBe(2)

    const siteFile = dataFile('site', site)
    const pageFile = dataFile('page', home)
    const homeMessages = dataFile('messages', { x: 'Olá', y: 'Menu' })
    const notFoundMessages = dataFile('messages', { y: 'Menu' })
    expect(siteFile.url).toMatch(/^\/assets\/data\/site\.[\w-]{12}\.json$/)
    expect((await readdir(join(root, 'assets', 'data'))).sort()).toEqual(
      [pageFile.url, siteFile.url, homeMessages.url, notFoundMessages.url].map((url) => url.split('/').pop()).sort(),
    )
    expect(JSON.parse(await readFile(join(root, siteFile.url), 'utf8'))).toEqual(site)
    expect(JSON.parse(await readFile(join(root, pageFile.url), 'utf8'))).toEqual(home)
    const rewritten = await readFile(join(root, 'index.html'), 'utf8')
    expect(parsePageData(rewritten)).toEqual({
      site: siteFile.url,
      route,
      page: pageFile.url,
      messages: homeMessages.url,
    })
    expect(rewritten).toContain('<h1>Hi</h1>')
    expect(rewritten).not.toContain('Nuvora')
    expect(parsePageData(await readFile(join(root, 'pt-br', '404.html'), 'utf8'))).toEqual({
      site: siteFile.url,
      route: null,
      page: null,
      messages: notFoundMessages.url,
    })
    // A second run finds nothing left to move.
    expect(await externalizePageData(root)).toBe(0)
  })

  it('names different content differently', () => {
    expect(dataFile('site', site).url).not.toBe(dataFile('site', { ...site, navigation: { menu: [] } }).url)
  })
})

describe('reading the page data in the browser', () => {
  const files: Record<string, unknown> = {
    '/assets/data/site.s.json': site,
    '/assets/data/page.p.json': home,
    '/assets/data/messages.m.json': catalog,
  }
  const fetchJson = async (url: string) => files[url] ?? Promise.reject(new Error(`404 ${url}`))

  it('fetches what the page names by URL, and takes inline data as is', async () => {
    const built = html({
      site: '/assets/data/site.s.json',
      route,
      page: '/assets/data/page.p.json',
      messages: '/assets/data/messages.m.json',
    })
    expect(await readPageData(documentWith(built), fetchJson)).toEqual({ site, route, page: home, messages: catalog })
    expect(await readPageData(documentWith(html({ site, route: null, page: null, messages: {} })), fetchJson)).toEqual({
      site,
      route: null,
      page: null,
      messages: {},
    })
  })
})
