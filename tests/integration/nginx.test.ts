import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nginxConf } from '../../src/tools/build/export/nginx'
import { notFoundLocales } from '../../src/config/notFoundUrls'
import { prefixlessRedirects } from '../../src/tools/build/export/redirects'
import { followedHost, HOSTILE_TARGETS, RAW_BYTE_TARGETS } from './hostilePaths'
import { contentSecurityPolicy, type InlineHashes } from '../../src/server/securityHeaders'
import {
  ASSET_BODY,
  CRITICAL_CSS,
  cspHash,
  LOADER,
  nginxAvailable,
  notFoundPage,
  rawRequest,
  startNginx,
  writeTestSite,
  type RawAnswer,
  type RawRequestOptions,
  type RunningNginx,
} from './nginxProcess'
import { freePort, startServer, type RunningServer } from './serverProcess'

/** The generated nginx config, run by the real nginx from Debian's packages, in front of the real lead service. */
const hosts = { 'pt-br': 'testco.example', 'en-us': 'testco-en.example' }
const CRITICAL_HASH = cspHash(CRITICAL_CSS)
const LOADER_HASH = cspHash(LOADER)

let nginx: RunningNginx
let leads: RunningServer
let work: string
/** The headers the build computes from the site's pages (scripts/export-static.ts). */
let SECURITY_HEADERS: Record<string, string>
/** Each page's inline hashes, by its HTML file: its answer's CSP allows those and nothing else inline. */
let PAGES: Record<string, InlineHashes>
const pagePolicy = (file: string) => contentSecurityPolicy(PAGES[file])

beforeAll(async () => {
  if (!nginxAvailable) return
  work = await mkdtemp(join(tmpdir(), 'nginx-'))
  const root = join(work, 'site')
  const site = await writeTestSite(root)
  SECURITY_HEADERS = site.headers
  PAGES = site.pages
  leads = await startServer({ SITE_ROOT: root, LEADS_FILE: join(work, 'leads.jsonl') })
  const port = await freePort()
  const conf = nginxConf({
    root,
    listen: `127.0.0.1:${port}`,
    leadService: new URL(leads.url).host,
    headers: SECURITY_HEADERS,
    pages: site.pages,
    hosts,
    redirects: prefixlessRedirects(site.routes),
    notFoundLocales: notFoundLocales(site.routes),
  })
  nginx = await startNginx(work, port, conf)
}, 60_000)

afterAll(async () => {
  if (!nginxAvailable) return
  await nginx?.stop()
  await leads?.stop()
  await rm(work, { recursive: true, force: true })
})

const get = (target: string, headers: Record<string, string> = {}, options: RawRequestOptions = {}) =>
  rawRequest(nginx.port, target, { headers, ...options })
/** A header's single value; undefined when absent, an error when sent more than once. */
function header(answer: RawAnswer, name: string): string | undefined {
  const values = answer.headers[name.toLowerCase()]
  if (values && values.length > 1) throw new Error(`${name} sent ${values.length} times: ${values.join(' | ')}`)
  return values?.[0]
}

describe.skipIf(!nginxAvailable)('the generated nginx config, on the real nginx', () => {
  it('serves pages at their clean URLs with the security headers', async () => {
    const page = await get('/en-us/contact')
    expect(page.status).toBe(200)
    expect(page.body.toString()).toContain('contact en-us')
    expect(header(page, 'content-type')).toBe('text/html; charset=utf-8')
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      if (name !== 'Content-Security-Policy') expect(header(page, name), name).toBe(value)
    expect(header(page, 'content-security-policy')).toBe(pagePolicy('en-us/contact/index.html'))
    expect(header(page, 'content-security-policy')).toContain(`style-src 'self' ${CRITICAL_HASH};`)
    expect(header(page, 'content-security-policy')).toContain(`script-src 'self' ${LOADER_HASH} `)
    expect(header(page, 'cache-control')).toBe('public, max-age=0, must-revalidate')
    expect((await get('/')).body.toString()).toContain('home pt-br')
  })

  it('serves SVGs with a CSP of their own, nothing loaded or run, sandboxed; the other security headers as pages', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }] as Array<Record<string, string>>) {
      const svg = await get('/favicon.svg', headers)
      expect([svg.status, header(svg, 'content-type')]).toEqual([200, 'image/svg+xml'])
      expect(header(svg, 'content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
      expect(header(svg, 'x-frame-options')).toBe(SECURITY_HEADERS['X-Frame-Options'])
    }
    // An SVG not found is the not-found page: its CSP is that page's.
    expect(header(await get('/missing.svg'), 'content-security-policy')).toBe(pagePolicy('pt-br/404/index.html'))
  })

  it('answers 301 for prefix-less paths and trailing slashes, query kept', async () => {
    const bare = await get('/contact?utm=x')
    expect([bare.status, header(bare, 'location')]).toEqual([301, '/pt-br/contact?utm=x'])
    const slash = await get('/en-us/contact/')
    expect([slash.status, header(slash, 'location')]).toEqual([301, '/en-us/contact'])
    const both = await get('/contact//?utm=y')
    expect([both.status, header(both, 'location')]).toEqual([301, '/pt-br/contact?utm=y'])
  })

  it('answers unknown paths with the not-found page of their locale and status 404', async () => {
    for (const [path, text] of [
      ['/en-us/nothing', 'not found en-us'],
      ['/es-es/x/y', 'not found es-es'],
      ['/nothing', 'not found pt-br'],
      ['/nothing/', 'not found pt-br'],
      ['/pt-br/404', 'not found pt-br'],
      ['/pt-br/index.html', 'not found pt-br'],
    ]) {
      const answer = await get(path!)
      expect([answer.status, answer.body.toString()], path).toEqual([404, notFoundPage(text!.slice(-5))])
      expect(header(answer, 'cache-control')).toBe('no-store')
      expect(header(answer, 'content-security-policy')).toBe(pagePolicy(`${text!.slice(-5)}/404/index.html`))
    }
  })

  it('applies the host rules, www kept, from its own host list', async () => {
    const root = await get('/', { host: 'www.testco-en.example' })
    expect([root.status, header(root, 'location')]).toEqual([301, '/en-us'])
    const english = await get('/en-us/contact?a=1', { host: 'testco.example' })
    expect([english.status, header(english, 'location')]).toEqual([301, 'https://testco-en.example/en-us/contact?a=1'])
    const portuguese = await get('/pt-br', { host: 'www.testco-en.example' })
    expect([portuguese.status, header(portuguese, 'location')]).toEqual([301, 'https://www.testco.example/pt-br'])
    expect((await get('/en-us/contact', { host: 'evil.example' })).status).toBe(200)
  })

  it('serves the precompressed twins by Accept-Encoding and caches hashed assets for a year', async () => {
    const br = await get('/assets/app.abc123.js', { 'accept-encoding': 'br' })
    expect(header(br, 'content-encoding')).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(ASSET_BODY)
    expect(header(br, 'cache-control')).toBe('public, max-age=31536000, immutable')
    const gz = await get('/assets/app.abc123.js', { 'accept-encoding': 'gzip' })
    expect(header(gz, 'content-encoding')).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(ASSET_BODY)
    const plain = await get('/assets/app.abc123.js')
    expect([header(plain, 'content-encoding'), plain.body.toString()]).toEqual([undefined, ASSET_BODY])
  })

  it('never sends a visitor to another site, whatever the target, cookie or not', async () => {
    for (const target of [...HOSTILE_TARGETS, ...RAW_BYTE_TARGETS])
      for (const cookie of [{}, { cookie: 'lead_form=abc' }] as Array<Record<string, string>>)
        for (const host of ['localhost', 'testco.example', 'www.testco-en.example']) {
          const answer = await get(target, { host, ...cookie })
          const what = `${JSON.stringify(target)} on ${host} ${JSON.stringify(cookie)}`
          expect(answer.status, what).toBeLessThan(500)
          const location = header(answer, 'location')
          if (location === undefined) continue
          expect(location, what).toMatch(/^[\x21-\x7e]+$/)
          expect(location.split('?')[0], what).not.toContain('\\')
          expect(['site.test', ...Object.values(hosts).flatMap((name) => [name, `www.${name}`])], what).toContain(
            followedHost(location),
          )
        }
  })

  it('refuses the files the build writes for servers only, as the Node server does', async () => {
    for (const target of [
      '/_headers',
      '/_redirects',
      '/_headers/',
      '/index.html.br',
      '/index.html.gz',
      '/index.html.br/',
      '/assets/app.abc123.js.br',
      '/assets/app.abc123.js.gz',
      '/.vite/manifest.json',
      '/.vite/',
      '/assets.json',
    ]) {
      const answer = await get(target, { 'accept-encoding': 'br, gzip' })
      expect([answer.status, answer.body.toString()], target).toEqual([404, notFoundPage('pt-br')])
      expect(header(answer, 'cache-control'), target).toBe('no-store')
    }
    const twin = await get('/en-us/contact/index.html.gz')
    expect([twin.status, twin.body.toString()]).toEqual([404, notFoundPage('en-us')])
  })

  it('passes a lead to the Node lead service and returns its answer, its Cache-Control kept, headers once', async () => {
    const lead = {
      name: 'Ana Souza',
      phone: '(11) 91234-5678',
      email: 'ana@acme.example',
      state: 'SP',
      origin: 'https://testco.example/pt-br/contact',
    }
    const answer = await get(
      '/api/mail/contact',
      { 'content-type': 'application/json' },
      { method: 'POST', body: JSON.stringify(lead) },
    )
    expect(answer.status, answer.body.toString()).toBe(201)
    expect(header(answer, 'cache-control')).toBe('no-store')
    // An answer that is no page allows nothing inline.
    expect(header(answer, 'content-security-policy')).toBe(SECURITY_HEADERS['Content-Security-Policy'])
    expect(header(answer, 'content-security-policy')).not.toContain(CRITICAL_HASH)
    expect(header(answer, 'content-security-policy')).not.toContain(LOADER_HASH)
    expect(await readFile(join(work, 'leads.jsonl'), 'utf8')).toContain('ana@acme.example')
  })

  it('shows the answer the lead service keeps for a form sent without JavaScript, not cached', async () => {
    const form = new URLSearchParams({ _form: 'contact', _page: '/en-us/contact', _thanks: '/en-us', name: '' })
    const sent = await get(
      '/api/mail/contact',
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      { method: 'POST', body: form.toString() },
    )
    expect([sent.status, header(sent, 'location')], sent.body.toString()).toEqual([303, '/en-us/contact'])
    expect(header(sent, 'cache-control')).toBe('no-store')
    const cookie = header(sent, 'set-cookie')!.split(';')[0]!
    const page = await get('/en-us/contact', { cookie })
    expect(page.status).toBe(200)
    expect(header(page, 'set-cookie')).toMatch(/^lead_form=; /)
    expect(header(page, 'cache-control')).toBe('no-store')
    // The lead service sends the page with its form's answer: its CSP is still the page's.
    expect(header(page, 'content-security-policy')).toBe(pagePolicy('en-us/contact/index.html'))
    const again = await get('/en-us/contact', { cookie })
    expect([again.status, header(again, 'cache-control')]).toEqual([200, 'public, max-age=0, must-revalidate'])
  })

  it('never passes a malformed target to the lead service', async () => {
    const targets = ['//', '//evil.com/', '/\\evil.com', '/%5Cevil.com', '///', '/pt-br//contact', '/%2F']
    const logged = leads.output.length
    for (const target of targets)
      for (const method of ['GET', 'HEAD']) {
        const answer = await get(target, { cookie: 'lead_form=abc' }, { method })
        expect(answer.status, target).toBeGreaterThanOrEqual(400)
        expect(answer.status, target).toBeLessThan(500)
      }
    await new Promise((resolve) => setTimeout(resolve, 100))
    // The lead service logs the path of every request it answers.
    const paths = leads.output
      .slice(logged)
      .flatMap((chunk) => chunk.split('\n'))
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { path?: string }).path)
    expect(paths.filter((path) => path !== undefined && targets.includes(path))).toEqual([])
  })
})
