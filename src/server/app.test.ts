import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { createApp, type AppOptions } from './app'
import { loadMovedPages, loadSite } from './staticSite'

const SITE: Record<string, string> = {
  'index.html': '<html lang="pt-BR">home pt-br</html>',
  'pt-br/index.html': '<html lang="pt-BR">home pt-br</html>',
  'en-us/index.html': '<html lang="en-US">home en-us</html>',
  'pt-br/quem-somos/index.html':
    '<html><head><style>h1{color:red}</style></head>about pt-br<script>load()</script></html>',
  'pt-br/404/index.html':
    '<html lang="pt-BR"><head><style>p{color:blue}</style></head>não encontrada<script>load()</script></html>',
  'en-us/404/index.html': '<html lang="en-US">not found</html>',
  'es-es/404/index.html': '<html lang="es-ES">no encontrada</html>',
  'assets/entries/app.abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))})`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'en-us/about-us/index.html': '<html lang="en-US">about en-us</html>',
  '_moved.json': JSON.stringify([{ from: '/en-us/quem-somos', to: '/en-us/about-us' }]),
}

let server: Server
let base: string

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'site-'))
  for (const [path, content] of Object.entries(SITE)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), content)
  }
  server = createServer(createApp({ files: await loadSite(root), moved: await loadMovedPages(root) }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers, redirect: 'manual' })

describe('production server', () => {
  it('serves prerendered pages at their clean URLs, / as the pt-br home', async () => {
    for (const [path, text] of [
      ['/', 'home pt-br'],
      ['/pt-br', 'home pt-br'],
      ['/en-us', 'home en-us'],
      ['/pt-br/quem-somos', 'about pt-br'],
    ]) {
      const response = await get(path!)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await response.text()).toContain(text)
    }
  })

  it('answers an unknown path with 404 and the not-found page of its locale (pt-br when none)', async () => {
    for (const [path, text] of [
      ['/en-us/nada', 'not found'],
      ['/es-es/x/y', 'no encontrada'],
      ['/nada', 'não encontrada'],
      ['/fr-fr', 'não encontrada'],
    ]) {
      const response = await get(path!)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toContain(text)
    }
  })

  it('redirects a prefix-less page path to its pt-br twin and drops trailing slashes, with 301', async () => {
    const twin = await get('/quem-somos?utm_source=x')
    expect(twin.status).toBe(301)
    expect(twin.headers.get('location')).toBe('/pt-br/quem-somos?utm_source=x')
    const slash = await get('/pt-br/quem-somos/')
    expect(slash.status).toBe(301)
    expect(slash.headers.get('location')).toBe('/pt-br/quem-somos')
  })

  it("moves a page's address before its slug to the slug's (301, query kept), and never serves the list itself", async () => {
    const moved = await get('/en-us/quem-somos/?utm_source=x')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/en-us/about-us?utm_source=x')
    expect((await get('/en-us/about-us')).status).toBe(200)
    expect((await get('/_moved.json')).status).toBe(404)
  })

  it('never escapes the site root and never lists a directory', async () => {
    // A dot segment that reaches the server is refused; fetch resolves '..' and '%2e%2e' before sending (not found).
    expect((await get('/..%2f..%2fetc/passwd')).status).toBe(400)
    for (const path of [
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/',
      '/assets/entries',
      '/pt-br/index.html',
      '/pt-br/404',
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
    expect((await get('/%E0%A4%A')).status).toBe(400)
  })

  it('compresses with brotli or gzip and caches hashed assets forever', async () => {
    const br = await get('/assets/entries/app.abc123.js', { 'accept-encoding': 'br, gzip' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const raw = await import('node:http').then(
      (http) =>
        new Promise<Buffer>((resolve) =>
          http.get(`${base}/assets/entries/app.abc123.js`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)))
          }),
        ),
    )
    expect(gunzipSync(raw).toString()).toBe(SITE['assets/entries/app.abc123.js'])
    expect((await get('/pt-br')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('answers a revalidation with 304', async () => {
    const first = await get('/favicon.svg')
    const again = await get('/favicon.svg', { 'if-none-match': first.headers.get('etag')! })
    expect(again.status).toBe(304)
  })

  it('sends strict security headers on every answer', async () => {
    for (const path of ['/pt-br', '/nada']) {
      const headers = (await get(path)).headers
      expect(headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(headers.get('content-security-policy')).not.toContain('unsafe-inline')
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })

  it("allows each page's own inline CSS and script by their hashes in its CSP, nothing else", async () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    const scriptHash = sha('load()')
    // Each page inlines the CSS it uses (src/tools/build/export/pageCss.ts): its answer lists its own hashes only.
    for (const [path, styles] of [
      ['/pt-br/quem-somos', ` ${sha('h1{color:red}')}`],
      ['/nada', ` ${sha('p{color:blue}')}`],
    ] as const) {
      const csp = (await get(path)).headers.get('content-security-policy')!
      const styleSrc = csp.split('; ').find((directive) => directive.startsWith('style-src '))
      expect(styleSrc, path).toBe(`style-src 'self'${styles}`)
      expect(csp, path).toContain(`script-src 'self' ${scriptHash} https://www.googletagmanager.com`)
    }
    // A page without inline elements, and what is no page, allow nothing inline.
    for (const path of ['/pt-br', '/assets/entries/app.abc123.js']) {
      const csp = (await get(path)).headers.get('content-security-policy')!
      expect(csp, path).toContain("style-src 'self'; ")
      expect(csp, path).toContain("script-src 'self' https://www.googletagmanager.com")
    }
  })

  it('serves an SVG with a CSP of its own: opened at its URL, it loads nothing and runs nothing (sandboxed)', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }] as Array<Record<string, string>>) {
      const svg = await get('/favicon.svg', headers)
      expect(svg.headers.get('content-type')).toBe('image/svg+xml')
      expect(svg.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
      expect(svg.headers.get('x-content-type-options')).toBe('nosniff')
    }
    const revalidated = await get('/favicon.svg', { 'if-none-match': (await get('/favicon.svg')).headers.get('etag')! })
    expect(revalidated.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    // A missing SVG is the not-found page, with the pages' policy.
    expect((await get('/missing.svg')).headers.get('content-security-policy')).toContain("script-src 'self'")
  })

  it('refuses other methods with 405', async () => {
    const response = await fetch(base + '/pt-br', { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('a failure while answering', () => {
  /** A server whose lead endpoint fails as `fail` says; answers to other paths come from the site. */
  async function failingServer(fail: (response: import('node:http').ServerResponse) => Promise<void>) {
    const logged: Array<Record<string, unknown>> = []
    const leadEndpoint = Object.assign((_: unknown, response: import('node:http').ServerResponse) => fail(response), {
      answerFormPage: () => false,
    }) as unknown as AppOptions['leadEndpoint']
    const root = await mkdtemp(join(tmpdir(), 'site-'))
    for (const [path, content] of Object.entries(SITE)) {
      await mkdir(dirname(join(root, path)), { recursive: true })
      await writeFile(join(root, path), content)
    }
    const failing = createServer(
      createApp({ files: await loadSite(root), leadEndpoint, log: (entry) => logged.push(entry) }),
    )
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`
    return { url, logged, close: () => new Promise<void>((resolve) => failing.close(() => resolve())) }
  }

  it('answers 500 to a synchronous throw, logs it without its message, and keeps serving (regression: the process died)', async () => {
    const failing = await failingServer(() => {
      throw new TypeError('secret ana@acme.example')
    })
    try {
      const answer = await fetch(`${failing.url}/api/mail/contact`, { method: 'POST' })
      expect(answer.status).toBe(500)
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect((await fetch(`${failing.url}/pt-br`)).status).toBe(200)
      expect(failing.logged).toContainEqual(expect.objectContaining({ event: 'request-failed', error: 'TypeError' }))
      expect(JSON.stringify(failing.logged)).not.toContain('ana@acme.example')
    } finally {
      await failing.close()
    }
  })

  it('destroys the socket of an answer already under way when it then fails', async () => {
    const failing = await failingServer(async (response) => {
      response.writeHead(200, { 'Content-Length': '100' }).write('partial')
      await new Promise((resolve) => setTimeout(resolve, 10))
      throw new Error('late')
    })
    try {
      const answer = await fetch(`${failing.url}/api/mail/contact`, { method: 'POST' })
      expect(answer.status).toBe(200)
      await expect(answer.text()).rejects.toThrow()
      expect((await fetch(`${failing.url}/pt-br`)).status).toBe(200)
    } finally {
      await failing.close()
    }
  })
})
