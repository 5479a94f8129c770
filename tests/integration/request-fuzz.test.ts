import fc from 'fast-check'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIELD_KINDS } from '../../src/forms/fieldKinds'
import { testForms } from '../../src/testing/testForms'
import { createApp, handleClientError, handleConnect, LEAD_PATH } from '../../src/server/app'
import { createLeadEndpoint } from '../../src/server/leads/leadEndpoint'
import type { LeadStore } from '../../src/server/leads/leadStore'
import { openLeadStore } from '../../src/server/leads/openLeadStore'
import { loadSite } from '../../src/server/staticSite'
import { tinySite, validBodies } from './serverProcess'

/**
 * Property: whatever request a client sends (request target, method, headers, body), the production handler answers
 * it with a status from 200 to 499, never a 5xx and never silence, and keeps serving. Requests go over raw sockets,
 * byte for byte, so nothing normalizes them on the way. The handler runs as app/server.ts wires it (same header limit,
 * the same `clientError` answer, the lead endpoint over a real file store).
 */

let server: Server
let port: number
let store: LeadStore
let dataDir: string
const failures: Array<Record<string, unknown>> = []

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fuzz-leads-'))
  const log = (entry: Record<string, unknown>) => {
    if (entry.level === 'error') failures.push(entry)
  }
  store = await openLeadStore({ LEADS_FILE: join(dataDir, 'leads.jsonl') }, log)
  const leadEndpoint = createLeadEndpoint({
    forms: testForms,
    store,
    ratePerMinute: 1_000_000,
    bodyTimeoutMs: 2_000,
    log,
  })
  const files = await loadSite(await tinySite())
  server = createServer({ maxHeaderSize: 32_768 }, createApp({ files, leadEndpoint, log }))
  server.on('clientError', handleClientError)
  server.on('connect', handleConnect)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await store.close()
  await rm(dataDir, { recursive: true, force: true })
})

/**
 * Sends `bytes` (a request with `Connection: close`) and resolves with everything the server sent back before it
 * closed the connection. The client does not half-close: a Node server aborts a request whose client did.
 */
function exchange(bytes: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
    socket.setTimeout(5_000, () => socket.destroy())
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')))
  })
}

/** Every byte percent-encoded: any string, lone surrogates included (as U+FFFD), as a form value. */
const percentEncoded = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')

/** Any text but CR and LF (those end the request line or a header: another request, not a hostile one). */
const lineText = (maxLength: number) =>
  fc.string({ unit: 'binary', maxLength }).map((text) => text.replace(/[\r\n]/g, ''))

/** Mostly `usual`, now and then `unusual`: most requests must reach the handler, not stop at the HTTP parser. */
const mostly = <T>(usual: fc.Arbitrary<T>, unusual: fc.Arbitrary<T>, odds = 6) =>
  fc.oneof({ weight: odds, arbitrary: usual }, { weight: 1, arbitrary: unusual })

const targetPiece = mostly(
  fc.constantFrom(
    ...['/', '//', '///', '\\', '%', '%2F', '%2f', '%5C', '%00', '%0D%0A', '%E0%A4%A', '%C3%A9', '%ED%A0%80', '%zz'],
    ...['@', ':', '[', ']', '?', '#', '.', '..', '*', '~', '"', '<', '`', '{', '|', '&', '=', 'evil.com', 'x:1'],
    ...['pt-br', 'en-us', 'es-es', '404', 'index.html', 'assets', LEAD_PATH, 'http://', 'https://', 'HTTP://'],
  ),
  fc.oneof(fc.constantFrom('é', '😀', '\u202e', '\ud800', '\u0000', '\u0001', '\u007f', '\t', ' '), lineText(6)),
  20,
)

/** Request targets: the shapes that once killed the server, anything built from their pieces, very long ones. */
const requestTarget = (self: string) =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            '/',
            '/',
            '/',
            '//',
            '//',
            `http://${self}`,
            `http://${self}/`,
            'http://',
            '*',
            '',
            '/pt-br/',
          ),
          fc.array(targetPiece, { maxLength: 6 }),
        )
        .map(([start, pieces]) => start + pieces.join('')),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('/', '//', `http://${self}/`, `${LEAD_PATH}?`), fc.integer({ min: 1, max: 24_000 }))
        .map(([start, length]) => start + 'a/%'.repeat(Math.ceil(length / 3))),
    },
  )
const leadTarget = (self: string) =>
  mostly(fc.constantFrom(LEAD_PATH, `${LEAD_PATH}?a=1`, `http://${self}${LEAD_PATH}`), requestTarget(self))

const anyMethod = mostly(
  fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'CONNECT', 'PROPFIND'),
  fc.oneof(fc.constant('get'), fc.stringMatching(/^[A-Z]{1,8}$/)),
  3,
)

/** A lead body in JSON: a valid one with some members replaced or added (any value, any key). */
const jsonBody = fc
  .tuple(
    fc.constantFrom(...(Object.keys(validBodies) as Array<keyof typeof validBodies>)),
    fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('name', 'email', 'phone', 'state', 'nicho', 'faturamento', 'message', 'origin', 'website'),
          fc.constantFrom('__proto__', 'constructor', 'toString', ''),
          lineText(8),
        ),
        fc.oneof(lineText(40), fc.string({ unit: 'binary', maxLength: 300 }), fc.jsonValue({ maxDepth: 2 })),
      ),
      { maxLength: 3 },
    ),
  )
  .map(([kind, changes]) => {
    const members = [...Object.entries(validBodies[kind]), ...changes]
    const text = `{${members.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`
    return Buffer.from(text)
  })

const formNames = [...FIELD_KINDS]
/** A form post: the hidden fields (pointing at this site or not) and field values, percent-encoded or raw. */
const formBody = fc
  .tuple(
    mostly(fc.constantFrom('contact', 'lead', 'ecommerce'), fc.constantFrom('admin', '__proto__', '')),
    mostly(fc.constant('/'), fc.constantFrom('/#x', '//evil.com', '/nada', 'http://evil.example/', '/\\x')),
    fc.array(fc.tuple(fc.constantFrom(...formNames, 'website', '_thanks', '_page', 'x'), lineText(30)), {
      maxLength: 8,
    }),
    mostly(fc.constant(true), fc.constant(false)),
  )
  .map(([kind, page, fields, encode]) => {
    const pairs = [['_form', kind], ['_page', page], ['_thanks', '/'], ...fields]
    return Buffer.from(
      pairs.map(([name, value]) => (encode ? `${name}=${percentEncoded(value!)}` : `${name}=${value}`)).join('&'),
    )
  })

const anyBody = fc.oneof(
  fc.constant(Buffer.alloc(0)),
  jsonBody,
  formBody,
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.alloc(20_000, 'x')),
)

type Header = [string, string]
/** A header from `values` (now and then any text) `present` of the time, else none. */
const header = (name: string, values: string[], present = 2 / 3) =>
  fc
    .oneof(
      { weight: Math.round(present * 12), arbitrary: mostly(fc.constantFrom(...values), lineText(20)) },
      { weight: Math.round((1 - present) * 12), arbitrary: fc.constant(undefined) },
    )
    .map((value): Header | undefined => (value === undefined ? undefined : [name, value]))
const extraHeaders = fc.array(
  fc
    .tuple(fc.stringMatching(/^X-[A-Za-z0-9-]{1,12}$/), mostly(fc.string({ maxLength: 30 }), lineText(30)))
    .map((pair): Header => pair),
  { maxLength: 2 },
)
const headerList = (...headers: Array<fc.Arbitrary<Header | undefined>>) =>
  fc
    .tuple(fc.tuple(...headers), extraHeaders)
    .map(([named, extra]) => [...named.filter((entry): entry is Header => entry !== undefined), ...extra])

/** A request as sent: request line, headers (framing and `Connection: close` are added), body and its framing. */
interface RawRequest {
  method: string
  target: string
  version: string
  headers: Header[]
  body: Buffer
  framing: 'length' | 'chunked' | 'none'
}

/** Three kinds of requests: for pages, lead posts (JSON or form), and anything at all. */
function requests(self: string): fc.Arbitrary<RawRequest> {
  const version = mostly(fc.constant('HTTP/1.1'), fc.constant('HTTP/1.0'))
  const host = mostly(
    fc.constant<Header | undefined>(['Host', self]),
    header('Host', ['x', '', 'www.nuvora.example', 'evil.com:80', '[::1]']),
  )
  const pageHeaders = headerList(
    host,
    header('Accept-Encoding', ['br', 'gzip', '*;q=0', 'br;q=abc', ', ,']),
    header('If-None-Match', ['*', 'W/"x"', '"', ',,']),
    header('Cookie', ['lead_form=abc', 'lead_form=', 'lead_form', 'a=b; lead_form=%00']),
  )
  const page = fc.record({
    method: mostly(fc.constantFrom('GET', 'HEAD'), anyMethod),
    target: requestTarget(self),
    version,
    headers: pageHeaders,
    body: fc.constant(Buffer.alloc(0)),
    framing: fc.constant('none' as const),
  })
  const leadHeaders = (type: string, ...types: string[]) =>
    headerList(
      host,
      mostly(fc.constant<Header | undefined>(['Content-Type', type]), header('Content-Type', types)),
      mostly(
        header('Origin', [`http://${self}`]),
        header('Origin', ['null', 'https://evil.example', '://', `https://${self}`]),
        4,
      ),
      header('Referer', [`http://${self}/`, 'javascript:alert(1)', '/relative'], 1 / 3),
      header('Content-Encoding', ['identity', 'gzip'], 1 / 12),
      header('X-Forwarded-For', ['203.0.113.7', '2001:db8::1, ::ffff:1.2.3.4', 'garbage'], 1 / 3),
    )
  const post = (headers: fc.Arbitrary<Header[]>, body: fc.Arbitrary<Buffer>) =>
    fc.record({
      method: mostly(fc.constant('POST'), anyMethod),
      target: leadTarget(self),
      version,
      headers,
      body: mostly(body, anyBody),
      framing: fc.constantFrom('length', 'length', 'chunked'),
    })
  const json = post(
    leadHeaders(
      'application/json',
      'application/json; charset=UTF-8',
      'application/json; charset=latin1',
      'text/plain',
    ),
    jsonBody,
  )
  const form = post(
    leadHeaders(
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=utf-8',
      'application/x-www-form-urlencoded; charset=latin1',
      'multipart/form-data; boundary=x',
    ),
    formBody,
  )
  const anything = fc.record({
    method: anyMethod,
    target: mostly(requestTarget(self), leadTarget(self)),
    version: mostly(version, fc.constantFrom('HTTP/2.0', 'HTTP/0.9', 'HTTP/1.1x', '')),
    headers: fc.oneof(pageHeaders, leadHeaders('application/json', 'text/plain'), leadHeaders('text/plain', 'x')),
    body: anyBody,
    framing: fc.constantFrom('length', 'chunked', 'none'),
  })
  return fc.oneof(
    { weight: 3, arbitrary: page },
    { weight: 2, arbitrary: json },
    { weight: 2, arbitrary: form },
    {
      weight: 2,
      arbitrary: anything,
    },
  )
}

/** The bytes of a request, its body framed by `Content-Length` or as one chunk. */
function bytesOf({ method, target, version, headers, body, framing }: RawRequest): Buffer {
  const payload = framing === 'none' ? Buffer.alloc(0) : body
  const framed =
    framing === 'chunked'
      ? Buffer.concat([Buffer.from(`${payload.length.toString(16)}\r\n`), payload, Buffer.from('\r\n0\r\n\r\n')])
      : payload
  const lines = [
    `${method} ${target} ${version}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
    framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${framed.length}`,
    'Connection: close',
  ]
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), framed])
}

describe('any request', () => {
  it('is answered with a status from 200 to 499, and the server keeps serving (2,000 generated requests)', async () => {
    const seen = new Set<number>()
    await fc.assert(
      fc.asyncProperty(requests(`127.0.0.1:${port}`), async (request) => {
        const answer = await exchange(bytesOf(request))
        const status = Number(/^HTTP\/1\.[01] (\d{3}) /.exec(answer)?.[1])
        expect(status, answer.slice(0, 200) || 'no answer').toBeGreaterThanOrEqual(200)
        expect(status, answer.slice(0, 200)).toBeLessThan(500)
        seen.add(status)
      }),
      { numRuns: 2_000 },
    )

    expect(failures).toEqual([])
    const home = await exchange(Buffer.from(`GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`))
    expect(home).toMatch(/^HTTP\/1\.1 200 /)
    // The requests reached every kind of answer: pages, stored leads (JSON and forms), every refusal.
    for (const status of [200, 201, 303, 400, 403, 404, 405, 413, 415]) expect(seen, String(status)).toContain(status)
  }, 120_000)
})
