import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settings } from '../../content/settings'
import { nginxConf } from '../../src/tools/build/export/nginx'
import { notFoundLocales } from '../../src/config/notFoundUrls'
import { prefixlessRedirects } from '../../src/tools/build/export/redirects'
import { HOSTILE_TARGETS, RAW_BYTE_TARGETS, SITE } from './hostilePaths'
import {
  nginxAvailable,
  rawRequest,
  startNginx,
  writeTestSite,
  type RawAnswer,
  type RunningNginx,
} from './nginxProcess'
import { freePort, startServer, type RunningServer } from './serverProcess'

/**
 * The generated nginx config and the Node server (app/server.ts) serve the same built site: for every request
 * of a corpus, they must give the same status, the same Location (as a browser resolves it), the same body, and the
 * same security and caching headers, or differ only as ALLOWED below says.
 */
let nginx: RunningNginx
let node: RunningServer
let work: string

beforeAll(async () => {
  if (!nginxAvailable) return
  work = await mkdtemp(join(tmpdir(), 'nginx-conformance-'))
  const root = join(work, 'site')
  const site = await writeTestSite(root)
  node = await startServer({ SITE_ROOT: root, LEADS_FILE: join(work, 'leads.jsonl') })
  const port = await freePort()
  const conf = nginxConf({
    root,
    listen: `127.0.0.1:${port}`,
    leadService: new URL(node.url).host,
    headers: site.headers,
    pages: site.pages,
    // The Node server takes its host rules from the site settings: so does nginx here.
    hosts: settings.hosts,
    redirects: prefixlessRedirects(site.routes),
    notFoundLocales: notFoundLocales(site.routes),
  })
  nginx = await startNginx(work, port, conf)
}, 60_000)

afterAll(async () => {
  if (!nginxAvailable) return
  await nginx?.stop()
  await node?.stop()
  await rm(work, { recursive: true, force: true })
})

/** Headers that carry security or caching, or say what the body is: compared one by one. */
const COMPARED_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cache-control',
  'content-type',
  'content-encoding',
  'vary',
  'set-cookie',
  'allow',
]

interface Probe {
  target: string
  method?: string
  headers?: Record<string, string | string[]>
}

const pages = ['/', '/pt-br', '/en-us', '/es-es', '/pt-br/contact', '/en-us/contact', '/es-es/contact']
const corpus: Probe[] = [
  // Pages, and pages that are not the site's.
  ...[...pages, '/pt-br/apps', '/en-us/apps', '/es-es/apps', '/card', '/pt-br/card'].map((target) => ({ target })),
  // Trailing slashes.
  ...['/pt-br/', '/pt-br/contact/', '/pt-br/contact//', '/contact/', '/card/', '/favicon.svg/', '/nothing/'].map(
    (target) => ({ target }),
  ),
  ...['/en-us/nothing/', '/pt-br/404/', '/index.html/'].map((target) => ({ target })),
  // Prefix-less paths, query strings.
  ...['/contact', '/apps', '/contact?utm=x', '/contact/?utm=y', '/pt-br/contact?x=1', '/?utm_source=a'].map(
    (target) => ({ target }),
  ),
  ...['/pt-br/contact?', '/pt-br/contact?q=%2F%2Fevil.com', '/contact?//evil.com'].map((target) => ({ target })),
  // Not found, per locale.
  ...['/nothing', '/en-us/nothing', '/es-es/x/y', '/EN-US/nothing', '/pt-br/404', '/en-us/404', '/es-es/404'].map(
    (target) => ({ target }),
  ),
  // Files and assets.
  ...['/assets/app.abc123.js', '/assets/data/site.abc123.json', '/favicon.svg', '/robots.txt', '/card.vcf'].map(
    (target) => ({ target }),
  ),
  ...['/notes.unknownext', '/assets', '/assets/', '/assets/missing.js', '/favicon.svg?v=2'].map((target) => ({
    target,
  })),
  ...['br', 'gzip', 'gzip, deflate, br', 'identity'].flatMap((encoding) =>
    ['/assets/app.abc123.js', '/pt-br/contact', '/nothing'].map((target) => ({
      target,
      headers: { 'accept-encoding': encoding },
    })),
  ),
  // .html addresses.
  ...['/index.html', '/pt-br/index.html', '/pt-br/contact/index.html', '/pt-br/404/index.html'].map((target) => ({
    target,
  })),
  { target: '/pt-br/contact.html' },
  // What the build writes for servers only.
  ...['/_headers', '/_redirects', '/index.html.br', '/index.html.gz', '/assets/app.abc123.js.br'].map((target) => ({
    target,
  })),
  ...['/assets/app.abc123.js.gz', '/.vite/manifest.json', '/assets.json'].map((target) => ({ target })),
  // Encoded characters.
  ...['/pt-br/%63ontact', '/pt-br%2Fcontact', '/%70t-br/contact', '/pt-br/contact%20', '/favicon%2Esvg'].map(
    (target) => ({ target }),
  ),
  ...['/pt-br/contact%3F', '/pt-br/contact%23x', '/%', '/%zz', '/pt-br/%C3%A7', '/pt-br/contact#x'].map((target) => ({
    target,
  })),
  // The absolute form.
  ...['http://localhost/pt-br/contact', 'http://LOCALHOST/contact/', 'http://evil.com/pt-br/contact'].map((target) => ({
    target,
  })),
  // Dot segments, which browsers resolve before sending: 400 in both, whether sent as they are or encoded (%2e, %2f).
  ...['/pt-br/./contact', '/pt-br/x/../contact', '/pt-br/%2e/contact', '/../pt-br'].map((target) => ({ target })),
  ...['/pt-br/../en-us', '/pt-br/%2e%2e/x', '/./pt-br', '/pt-br/.', '/pt-br/..?x=1', '/pt-br/%2E%2E'].map((target) => ({
    target,
  })),
  ...[
    '/pt-br/.%2e/',
    '/..%2f..%2fetc/passwd',
    '/pt-br%2f..%2fen-us',
    '/api/mail/../contact',
    '/api/./mail/contact',
  ].map((target) => ({ target })),
  ...['http://localhost/pt-br/../en-us', '/pt-br/..x', '/pt-br/...', '/.well-known/x', '/pt-br/contact?a=/../'].map(
    (target) => ({ target }),
  ),
  // Hostile targets.
  ...[...HOSTILE_TARGETS, ...RAW_BYTE_TARGETS].map((target) => ({ target })),
  // The host rules.
  ...[
    ['nuvora.example', '/en-us/contact?a=1'],
    ['www.nuvora.example', '/en-us'],
    ['nuvora-en.example', '/'],
    ['www.nuvora-en.example', '/?x=1'],
    ['nuvora-en.example', '/pt-br?x'],
    ['nuvora-en.example', '/en-us/contact'],
    ['nuvora.example', '/EN-US/contact'],
    ['nuvora.example', '/en-us/%2F%2Fevil.com'],
    ['nuvora-en.example', '//evil.com'],
    ['evil.example', '/en-us/contact'],
  ].map(([host, target]) => ({ target: target!, headers: { host: host! } })),
  // Host headers as nginx reads them: a trailing dot names the same host (with a port or not); an empty host, two
  // dots in a row, a slash or a space, and two Host headers (even alike) are refused with 400.
  ...[
    ['nuvora-en.example.', '/'],
    ['www.nuvora-en.example.', '/pt-br/contact?a=1'],
    ['NUVORA.example.:8080', '/en-us/contact'],
    ['localhost.', '/pt-br/contact'],
    ['nuvora-en..example', '/'],
    ['.', '/'],
    ['', '/'],
    ['nuvora.example/x', '/'],
    ['nuvora example', '/'],
  ].map(([host, target]) => ({ target: target!, headers: { host: host! } })),
  ...['/', '/pt-br/contact', '/api/mail/contact'].flatMap((target) => [
    { target, headers: { host: ['localhost', 'nuvora-en.example'] } },
    { target, headers: { host: ['nuvora-en.example', 'nuvora-en.example'] } },
  ]),
  { target: 'http://localhost./pt-br/contact' },
  // A visitor back from a form sent without JavaScript (the token names nothing kept: the page as it is).
  ...['/pt-br/contact', '/', '/favicon.svg', '/nothing', '//evil.com'].map((target) => ({
    target,
    headers: { cookie: 'lead_form=abc' },
  })),
]
const probes: Probe[] = corpus.flatMap((probe) => [probe, { ...probe, method: 'HEAD' }])

/** What is compared of one answer: the Location as a browser on the site resolves it, the body as bytes. */
function summary(answer: RawAnswer) {
  const location = answer.headers.location?.[0]
  return {
    status: answer.status,
    location: location === undefined ? undefined : new URL(location, SITE).href,
    ...Object.fromEntries(COMPARED_HEADERS.map((name) => [name, answer.headers[name]?.join(' | ')])),
    body: answer.body.toString('base64'),
  } as { status: number; location?: string; body: string } & Record<string, string | undefined>
}
type Summary = ReturnType<typeof summary>

/** The path of a target, without the query (and without scheme and host in the absolute form). */
const pathOf = (target: string) => target.replace(/^https?:\/\/[^/]*/i, '').split('?')[0]!

interface Allowance {
  /** Why the two may differ there, and why it does not matter. */
  why: string
  covers: (probe: Probe, nginx: Summary, node: Summary) => boolean
  /** What may differ. */
  fields: string[]
}

/** The only differences allowed. Server, Date, ETag, Last-Modified, Accept-Ranges and framing are not compared. */
const ALLOWED: Allowance[] = [
  {
    why: 'nginx names Accept-Encoding in Vary only for files that have .br/.gz twins (the only answers that vary); Node names it on every file',
    covers: (_probe, nginx, node) => nginx.vary === undefined && node.vary === 'Accept-Encoding',
    fields: ['vary'],
  },
  {
    why: "A 301's body: nginx writes a short HTML page, Node none; browsers follow the Location and never show it",
    covers: (_probe, nginx, node) => nginx.status === 301 && node.status === 301,
    fields: ['content-type', 'body'],
  },
  {
    why: "A 400's body is each server's own text (nginx's HTML page, Node's text/plain)",
    covers: (_probe, nginx, node) => nginx.status === 400 && node.status === 400,
    fields: ['content-type', 'body'],
  },
  {
    why: "Percent-escapes of bytes that are not UTF-8 (%C0%AF): Node cannot decode them (400), nginx looks for a file of that name and finds none (404, the not-found page with that page's CSP)",
    covers: (probe) => !decodes(pathOf(probe.target)) && !/%(?![0-9a-f]{2})/i.test(pathOf(probe.target)),
    fields: ['status', 'cache-control', 'content-type', 'body', 'content-security-policy'],
  },
  {
    why: "The absolute form naming another host than Host: Node refuses it (400); nginx answers for the target's host, as RFC 9112 3.2.2 says (its Host rules then read that host, never a mix of both), a page with its own CSP",
    covers: (probe) => /^https?:\/\/(?!localhost\/)/i.test(probe.target),
    fields: ['status', 'cache-control', 'content-type', 'vary', 'body', 'content-security-policy'],
  },
]

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** The hosts a Location may lead to: the site the browser is on, and the site's own hosts. */
const OWN_HOSTS = [new URL(SITE).host, ...Object.values(settings.hosts).flatMap((host) => [host, `www.${host}`])]

/** What must hold of every answer, from either server: no failure, no Location off the site, no header twice. */
function flaws(answer: RawAnswer): string[] {
  const found: string[] = []
  if (answer.status >= 500) found.push(`status ${answer.status}`)
  const location = answer.headers.location?.[0]
  if (location !== undefined && !OWN_HOSTS.includes(new URL(location, SITE).host)) found.push(`Location ${location}`)
  for (const name of ['location', ...COMPARED_HEADERS])
    if ((answer.headers[name]?.length ?? 0) > 1) found.push(`${name} sent ${answer.headers[name]!.length} times`)
  return found
}

const ask = (port: number, { target, method, headers }: Probe) => rawRequest(port, target, { method, headers })
const describeProbe = ({ target, method = 'GET', headers = {} }: Probe) =>
  `${method} ${JSON.stringify(target)} ${JSON.stringify(headers)}`
const shown = (value: string | number | undefined) => JSON.stringify(value)?.slice(0, 120)

describe.skipIf(!nginxAvailable)('nginx and the Node server, side by side', () => {
  it('answer every request of the corpus alike, but for the allowed differences, each of which still occurs', async () => {
    const problems: string[] = []
    const used = new Set<Allowance>()
    for (const probe of probes) {
      const fromNginx = await ask(nginx.port, probe)
      const fromNode = await ask(Number(new URL(node.url).port), probe)
      for (const [server, answer] of [
        ['nginx', fromNginx],
        ['node', fromNode],
      ] as const)
        for (const flaw of flaws(answer)) problems.push(`${describeProbe(probe)}: ${server} ${flaw}`)
      const [a, b] = [summary(fromNginx), summary(fromNode)]
      const differing = Object.keys(b).filter((field) => a[field] !== b[field])
      const allowances = ALLOWED.filter((allowance) => allowance.covers(probe, a, b))
      for (const field of differing) {
        const allowance = allowances.find(({ fields }) => fields.includes(field))
        if (allowance) used.add(allowance)
        else problems.push(`${describeProbe(probe)}: ${field} nginx ${shown(a[field])}, node ${shown(b[field])}`)
      }
    }
    expect(problems).toEqual([])
    // An allowance nothing needs any more goes, so it cannot hide a difference that appears later.
    expect(ALLOWED.filter((allowance) => !used.has(allowance)).map(({ why }) => why)).toEqual([])
  })
})
