import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { dirname, join } from 'node:path'
import { precompress } from '../../src/tools/build/export/precompress'
import { buildRouteTable, type SiteRoute } from '../../src/config/routeTable'
import { inlineHashes, securityHeaders, type InlineHashes } from '../../src/server/securityHeaders'
import { testPages } from '../../src/testing/testSite'

/** Debian's nginx and its brotli static module, which the generated config needs. */
export const NGINX = '/usr/sbin/nginx'
export const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
export const nginxAvailable = existsSync(NGINX) && existsSync(BROTLI)
if (!nginxAvailable && process.env.CI)
  throw new Error(`${NGINX} and ${BROTLI} are needed: apt-get install nginx libnginx-mod-http-brotli-static`)

/** The pages' inline critical CSS, as the build writes it (src/tools/build/export/firstPaint.ts). */
export const CRITICAL_CSS = 'body{margin:0}h1{font-size:2rem}'
/** The loader of the client entry, as the build writes it. */
/** The not-found pages' CSS: each page inlines its own, so its answer's CSP carries its own hash. */
export const NOT_FOUND_CSS = 'p{color:red}'
/** The not-found page of `locale` as the test site has it. */
export const notFoundPage = (locale: string) =>
  `<html><head><style>${NOT_FOUND_CSS}</style></head>not found ${locale}</html>`
export const LOADER = 'requestAnimationFrame(function(){})'
export const cspHash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`
/** The body of the hashed script asset (big enough to have `.br`/`.gz` twins). */
export const ASSET_BODY = `console.log(${JSON.stringify('z'.repeat(3000))})`

export interface TestSite {
  routes: SiteRoute[]
  /** The headers the build writes (scripts/export-static.ts); the CSP is each page's (`pages`). */
  headers: Record<string, string>
  /** Each page's inline hashes by its HTML file, as the build gives them to the nginx config. */
  pages: Record<string, InlineHashes>
}

/**
 * A prerendered site shaped like `dist/client` after `npm run build`: a page per route of the test site, the
 * not-found page of each locale, a hashed asset, page data, public files, the `.br`/`.gz` twins, and the files the
 * build writes for servers only (`_headers`, `_redirects`, Vite's manifest folder).
 */
export async function writeTestSite(root: string): Promise<TestSite> {
  const { routes } = buildRouteTable(testPages)
  const page = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}/index.html`)
  const files: Record<string, string> = {
    'assets/app.abc123.js': ASSET_BODY,
    'assets/data/site.abc123.json': JSON.stringify({ pad: 'y'.repeat(600) }),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'robots.txt': 'User-agent: *\n',
    'card.vcf': 'BEGIN:VCARD\nEND:VCARD\n',
    'notes.unknownext': 'no known type',
  }
  for (const route of routes)
    files[page(route.url)] =
      `<html><head><style>${CRITICAL_CSS}</style></head>${route.page.id} ${route.locale} ${'.'.repeat(600)}<script>${LOADER}</script></html>`
  for (const locale of ['pt-br', 'en-us', 'es-es']) files[`${locale}/404/index.html`] = notFoundPage(locale)
  const serverOnly: Record<string, string> = {
    _headers: '/*\n  X-Frame-Options: DENY\n',
    _redirects: '/contact /pt-br/contact 301\n',
    '.vite/manifest.json': '{}',
    'assets.json': '{}',
  }
  for (const [path, content] of Object.entries({ ...files, ...serverOnly })) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), content)
  }
  await precompress(root)
  const pages = Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.endsWith('.html'))
      .map(([path, html]) => [path, inlineHashes([html])]),
  )
  return { routes, headers: securityHeaders(), pages }
}

export interface RunningNginx {
  port: number
  stop: () => Promise<void>
}

/**
 * Runs the real nginx, unprivileged and in the foreground, with `siteConf` (the generated config, whose `listen`
 * must be `127.0.0.1:<port>`) included in `http {}`; everything it writes stays in `work`. Waits until it answers.
 */
export async function startNginx(work: string, port: number, siteConf: string): Promise<RunningNginx> {
  await writeFile(join(work, 'site.conf'), siteConf)
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
  const nginx = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] })
  const errors: string[] = []
  nginx.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()))
  const stop = () =>
    new Promise<void>((resolve) => {
      if (nginx.exitCode !== null || nginx.signalCode !== null) return resolve()
      nginx.once('exit', () => resolve())
      nginx.kill('SIGTERM')
    })
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx.exitCode !== null)
      throw new Error(
        `nginx exited: ${errors.join('')}${await readFile(join(work, 'error.log'), 'utf8').catch(() => '')}`,
      )
    const up = await rawRequest(port, '/').then(
      () => true,
      () => false,
    )
    if (up) return { port, stop }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await stop()
  throw new Error('nginx did not start')
}

export interface RawAnswer {
  status: number
  /** Header names in lower case; every value of a repeated header, in order. */
  headers: Record<string, string[]>
  body: Buffer
}

export interface RawRequestOptions {
  method?: string
  /** Each header once, or once per value of an array (`host: ['a', 'b']` sends two Host headers). */
  headers?: Record<string, string | string[]>
  body?: string
}

/**
 * Sends one HTTP/1.1 request whose target is written on the wire exactly as given (no client normalizes or refuses
 * it, unlike `fetch` or `http.request`), and reads the answer until the server closes the connection (`Connection: close`).
 */
export function rawRequest(
  port: number,
  target: string,
  { method = 'GET', headers = {}, body }: RawRequestOptions = {},
): Promise<RawAnswer> {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    ...Object.entries({ host: 'localhost', ...lowerCaseNames(headers) }).flatMap(([name, values]) =>
      [values].flat().map((value) => `${name}: ${value}`),
    ),
    'Connection: close',
    ...(body === undefined ? [] : [`Content-Length: ${Buffer.byteLength(body)}`]),
  ]
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${method} ${JSON.stringify(target)}`)))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      socket.destroy()
      try {
        resolve(parseAnswer(Buffer.concat(chunks), method === 'HEAD'))
      } catch (error) {
        reject(error)
      }
    })
    // Written without half-closing: nginx takes a client that closes its side first for one that left (499).
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`)
  })
}

const lowerCaseNames = (headers: Record<string, string | string[]>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))

function parseAnswer(raw: Buffer, head: boolean): RawAnswer {
  const split = raw.indexOf('\r\n\r\n')
  if (split < 0) throw new Error(`not an HTTP answer: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`)
  const [statusLine = '', ...headerLines] = raw.subarray(0, split).toString('latin1').split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1])
  if (!status) throw new Error(`not an HTTP status line: ${JSON.stringify(statusLine)}`)
  const headers: Record<string, string[]> = {}
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim().toLowerCase()
    ;(headers[name] ??= []).push(line.slice(colon + 1).trim())
  }
  const rest = raw.subarray(split + 4)
  const chunked = headers['transfer-encoding']?.some((value) => value.toLowerCase() === 'chunked')
  return { status, headers, body: head ? Buffer.alloc(0) : chunked ? unchunk(rest) : rest }
}

function unchunk(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset)
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1'), 16)
    if (!size) return Buffer.concat(parts)
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
}
