import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headersFile, redirectsFile } from '../tools/build/export/cdn'
import { nginxConf } from '../tools/build/export/nginx'
import { prefixlessRedirects } from '../tools/build/export/redirects'
import { sitemapXml } from '../tools/build/export/sitemap'
import { buildSite } from '../config/buildSite'
import { loadSite, resolveRequest } from '../server/staticSite'
import { testNavigation, testPages, testSettings } from '../testing/testSite'
import { notFoundLocales, prerenderUrls } from '../config/notFoundUrls'

// Spanish is in progress and no page is published in it yet: nothing of it may be published (#24 item 6).
const { table } = buildSite({
  pages: testPages,
  settings: { ...testSettings, localesInProgress: ['es-es'] },
  navigation: testNavigation,
  sections: {},
})
const spanish = (text: string) => /es-es|hreflang="es/.test(text)

describe('a locale in progress with no published page', () => {
  it('gets no prerendered page, not even its not-found page; the published locales keep theirs', () => {
    const urls = prerenderUrls(table.routes)
    expect(urls.filter((url) => url.startsWith('/es-es'))).toEqual([])
    expect(urls).toContain('/pt-br/404')
    expect(urls).toContain('/en-us/404')
    expect(notFoundLocales(table.routes)).toEqual(['pt-br', 'en-us'])
  })

  it('is in no sitemap entry, nginx route or CDN rule', () => {
    expect(spanish(sitemapXml(table.routes, 'https://testco.example'))).toBe(false)
    const locales = notFoundLocales(table.routes)
    const conf = nginxConf({
      root: '/srv/site',
      listen: '80',
      leadService: '127.0.0.1:3000',
      headers: {},
      hosts: {},
      redirects: prefixlessRedirects(table.routes),
      notFoundLocales: locales,
    })
    expect(conf).not.toContain('/es-es/404/index.html')
    expect(conf).toContain('/en-us/404/index.html')
    const redirects = redirectsFile({
      hosts: {},
      redirects: [],
      leadService: 'https://leads.example',
      notFoundLocales: locales,
    })
    expect(spanish(redirects)).toBe(false)
    expect(spanish(headersFile({}, locales))).toBe(false)
  })

  it('has its addresses answered by the Node server with the default locale’s not-found page, status 404', async () => {
    const root = await mkdtemp(join(tmpdir(), 'unpublished-'))
    for (const [path, html] of [
      ['pt-br/index.html', 'início'],
      ['pt-br/404/index.html', 'não encontrada'],
      ['en-us/404/index.html', 'not found'],
    ]) {
      await mkdir(dirname(join(root, path!)), { recursive: true })
      await writeFile(join(root, path!), `<html>${html}</html>`)
    }
    const files = await loadSite(root)
    const answer = resolveRequest(files, '/es-es/contact', '')
    expect(answer).toMatchObject({ kind: 'file', status: 404 })
    expect(answer.kind === 'file' && answer.file.body.toString()).toContain('não encontrada')
    expect(resolveRequest(files, '/en-us/nada', '')).toMatchObject({ kind: 'file', status: 404 })
  })
})
