import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nginxConf } from '../../src/build/export/nginx'
import { precompress } from '../../src/build/export/precompress'
import { prefixlessRedirects } from '../../src/build/export/redirects'
import { buildRouteTable } from '../../src/router/routeTable'
import { inlineHashes, securityHeaders } from '../../src/server/securityHeaders'
import { testPages } from '../../src/testing/testSite'
import { freePort, startServer, type RunningServer } from './serverProcess'

/** The generated nginx config, run by the real nginx from Debian's packages, in front of the real lead service. */
const NGINX = '/usr/sbin/nginx'
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const available = existsSync(NGINX) && existsSync(BROTLI)
if (!available && process.env.CI)
  throw new Error(`${NGINX} and ${BROTLI} are needed: apt-get install nginx libnginx-mod-http-brotli-static`)
const hosts = { 'pt-br': 'testco.example', 'en-us': 'testco-en.example' }

let nginx: ChildProcess
let leads: RunningServer
let port: number
let work: string
/** The pages' inline critical CSS, as the build writes it (src/build/export/firstPaint.ts). */
const CRITICAL_CSS = 'body{margin:0}h1{font-size:2rem}'
const CRITICAL_HASH = `'sha256-${createHash('sha256').update(CRITICAL_CSS).digest('base64')}'`
/** The loader of the client entry, as the build writes it. */
const LOADER = 'requestAnimationFrame(function(){})'
const LOADER_HASH = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`
/** The headers the build computes from the site's pages (scripts/export-static.ts). */
let SECURITY_HEADERS: Record<string, string>

async function writeSite(root: string) {
  const { routes } = buildRouteTable(testPages)
  const page = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}/index.html`)
  const files: Record<string, string> = {
    'assets/app.abc123.js': `console.log(${JSON.stringify('z'.repeat(3000))})`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  }
  for (const route of routes)
    files[page(route.url)] =
      `<html><head><style>${CRITICAL_CSS}</style></head>${route.page.id} ${route.locale} ${'.'.repeat(600)}<script>${LOADER}</script></html>`
  for (const locale of ['pt-br', 'en-us', 'es-es'])
    files[`${locale}/404/index.html`] = `<html>not found ${locale}</html>`
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), content)
  }
  await precompress(root)
  SECURITY_HEADERS = securityHeaders(inlineHashes(Object.values(files)))
  return routes
}

beforeAll(async () => {
  if (!available) return
  work = await mkdtemp(join(tmpdir(), 'nginx-'))
  const root = join(work, 'site')
  const routes = await writeSite(root)
  leads = await startServer({ SITE_ROOT: root, LEADS_FILE: join(work, 'leads.jsonl') })
  port = await freePort()
  const site = nginxConf({
    root,
    listen: `127.0.0.1:${port}`,
    leadService: new URL(leads.url).host,
    headers: SECURITY_HEADERS,
    hosts,
    redirects: prefixlessRedirects(routes),
  })
  await writeFile(join(work, 'site.conf'), site)
  await writeFile(
    join(work, 'nginx.conf'),
    `load_module ${BROTLI};
daemon off;
master_process off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/site.conf;
}
`,
  )
  nginx = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] })
  const errors: string[] = []
  nginx.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()))
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx.exitCode !== null)
      throw new Error(
        `nginx exited: ${errors.join('')}${await readFile(join(work, 'error.log'), 'utf8').catch(() => '')}`,
      )
    if (
      await get('/pt-br').then(
        () => true,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('nginx did not start')
}, 60_000)

afterAll(async () => {
  if (!available) return
  nginx?.kill('SIGTERM')
  await leads?.stop()
  await rm(work, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { host: 'localhost', ...headers } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

describe.skipIf(!available)('the generated nginx config, on the real nginx', () => {
  it('serves pages at their clean URLs with the security headers', async () => {
    const page = await get('/en-us/contact')
    expect(page.status).toBe(200)
    expect(page.body.toString()).toContain('contact en-us')
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(page.headers[name.toLowerCase()], name).toBe(value)
    expect(page.headers['content-security-policy']).toContain(`style-src 'self' ${CRITICAL_HASH};`)
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${LOADER_HASH} `)
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect((await get('/')).body.toString()).toContain('home pt-br')
  })

  it('answers 301 for prefix-less paths and trailing slashes, query kept', async () => {
    const bare = await get('/contact?utm=x')
    expect([bare.status, bare.headers.location]).toEqual([301, '/pt-br/contact?utm=x'])
    const slash = await get('/en-us/contact/')
    expect(slash.status).toBe(301)
    expect(slash.headers.location).toMatch(/\/en-us\/contact$/)
  })

  it('answers unknown paths with the not-found page of their locale and status 404', async () => {
    for (const [path, text] of [
      ['/en-us/nothing', 'not found en-us'],
      ['/es-es/x/y', 'not found es-es'],
      ['/nothing', 'not found pt-br'],
      ['/pt-br/404', 'not found pt-br'],
      ['/pt-br/index.html', 'not found pt-br'],
    ]) {
      const answer = await get(path!)
      expect([answer.status, answer.body.toString()], path).toEqual([404, `<html>${text}</html>`])
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy'])
    }
  })

  it('applies the host rules, www kept, from its own host list', async () => {
    const root = await get('/', { host: 'www.testco-en.example' })
    expect([root.status, root.headers.location]).toEqual([301, '/en-us'])
    const english = await get('/en-us/contact?a=1', { host: 'testco.example' })
    expect([english.status, english.headers.location]).toEqual([301, 'https://testco-en.example/en-us/contact?a=1'])
    const portuguese = await get('/pt-br', { host: 'www.testco-en.example' })
    expect([portuguese.status, portuguese.headers.location]).toEqual([301, 'https://www.testco.example/pt-br'])
    expect((await get('/en-us/contact', { host: 'evil.example' })).status).toBe(200)
  })

  it('serves the precompressed twins by Accept-Encoding and caches hashed assets for a year', async () => {
    const original = `console.log(${JSON.stringify('z'.repeat(3000))})`
    const br = await get('/assets/app.abc123.js', { 'accept-encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(original)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const gz = await get('/assets/app.abc123.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(original)
    const plain = await get('/assets/app.abc123.js')
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, original])
  })

  it('passes a lead to the Node lead service and returns its answer, headers once', async () => {
    const lead = {
      name: 'Ana Souza',
      phone: '(11) 91234-5678',
      email: 'ana@acme.example',
      state: 'SP',
      origin: 'https://testco.example/pt-br/contact',
    }
    const answer = await get('/api/mail/contact', { 'content-type': 'application/json' }, 'POST', JSON.stringify(lead))
    expect(answer.status, answer.body.toString()).toBe(201)
    // The Node lead service computes the same CSP from the same pages.
    expect(answer.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy'])
    expect(answer.headers['content-security-policy']).toContain(CRITICAL_HASH)
    expect(answer.headers['content-security-policy']).toContain(LOADER_HASH)
    expect(await readFile(join(work, 'leads.jsonl'), 'utf8')).toContain('ana@acme.example')
  })
})
