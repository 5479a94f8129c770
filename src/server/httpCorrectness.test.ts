import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, handleClientError, handleConnect } from './app'
import { acceptedEncoding, matchesIfNoneMatch } from './negotiation'
import { loadSite } from './staticSite'

const SITE: Record<string, string> = {
  'index.html': '<html>home</html>',
  'pt-br/index.html': '<html>home pt-br</html>',
  'pt-br/404/index.html': '<html>não encontrada</html>',
  'en-us/404/index.html': '<html>not found</html>',
  'es-es/404/index.html': '<html>no encontrada</html>',
  'assets/app.abc.js': `console.log(${JSON.stringify('y'.repeat(4000))})`,
}

let server: Server
let port: number
beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'site-'))
  for (const [path, content] of Object.entries(SITE)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), content)
  }
  server = createServer({ maxHeaderSize: 32_768 }, createApp({ files: await loadSite(root) }))
  server.on('clientError', handleClientError)
  server.on('connect', handleConnect)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}${path}`, { headers, redirect: 'manual' })

/** Sends raw bytes and returns the raw answer (for requests fetch refuses to make). */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('Accept-Encoding', () => {
  it('honours q=0 and q values (regression: "br;q=0, gzip" got brotli)', async () => {
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip')
    expect(acceptedEncoding('gzip;q=0, br;q=0')).toBeUndefined()
    expect(acceptedEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip')
    expect(acceptedEncoding('identity')).toBeUndefined()
    expect(acceptedEncoding('*')).toBe('br')
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip')
    expect(acceptedEncoding('br;q=0.001')).toBe('br')
    expect(acceptedEncoding('BR')).toBe('br')
    const response = await get('/assets/app.abc.js', { 'accept-encoding': 'br;q=0, gzip' })
    expect(response.headers.get('content-encoding')).toBe('gzip')
  })
})

describe('ETag and If-None-Match', () => {
  it('gives each encoding its own ETag (regression: one strong ETag for three bodies)', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (encoding) =>
        (await get('/assets/app.abc.js', { 'accept-encoding': encoding })).headers.get('etag'),
      ),
    )
    expect(new Set(tags).size).toBe(3)
  })

  it('answers 304 to W/ tags, lists and * (regression: 200)', async () => {
    const etag = (await get('/pt-br', { 'accept-encoding': 'gzip' })).headers.get('etag')!
    for (const header of [`W/${etag}`, `"nope", ${etag}`, `"a",W/${etag} , "b"`, '*']) {
      const response = await get('/pt-br', { 'accept-encoding': 'gzip', 'if-none-match': header })
      expect(response.status, header).toBe(304)
    }
    expect((await get('/pt-br', { 'accept-encoding': 'gzip', 'if-none-match': '"other"' })).status).toBe(200)
    expect(matchesIfNoneMatch('W/"x", "y"', '"y"')).toBe(true)
    expect(matchesIfNoneMatch('"x"', '"y"')).toBe(false)
  })
})

describe('hostile request lines', () => {
  it('answers a path of 16,000 slashes correctly and promptly (regression: a quadratic regular expression)', async () => {
    const path = `/a${'/'.repeat(16_000)}b/`
    const started = performance.now()
    for (let attempt = 0; attempt < 20; attempt++) expect((await get(path)).status).toBe(404)
    // 20 answers took 9 s with the quadratic expression; the linear scan takes milliseconds. Generous bound.
    expect(performance.now() - started).toBeLessThan(3_000)
  })

  it('refuses an over-long URL with 414 and the security headers', async () => {
    const response = await get(`/${'x'.repeat(25_000)}`)
    expect(response.status).toBe(414)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  })

  it('answers CONNECT with 405 and the security headers (regression: Node closed the connection without a word)', async () => {
    for (const target of ['x:443', '/', '//']) {
      const answer = await raw(`CONNECT ${target} HTTP/1.1\r\nHost: x\r\n\r\n`)
      expect(answer, target).toMatch(/^HTTP\/1\.1 405 /)
      expect(answer).toContain('Allow: GET, HEAD\r\n')
      expect(answer).toContain('Content-Security-Policy:')
    }
  })

  it("Node's own 400 and 431 answers carry the security headers", async () => {
    const bad = await raw('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n')
    expect(bad).toMatch(/^HTTP\/1\.1 400/)
    expect(bad).toContain('Content-Security-Policy:')
    expect(bad).toContain('X-Content-Type-Options: nosniff')
    const big = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`)
    expect(big).toMatch(/^HTTP\/1\.1 431/)
    expect(big).toContain('Content-Security-Policy:')
  })
})

describe('request targets that name no site path', () => {
  const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])
  const request = (target: string, host = 'x') =>
    raw(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)

  it('answers them with 400 or 404 and keeps serving (regression: `GET //` threw Invalid URL and killed the process)', async () => {
    const expected: Array<[string, number]> = [
      ['//', 404],
      ['///', 404],
      ['/\\', 404],
      ['//%', 400],
      ['//a:b', 404],
      ['//@', 404],
      ['//[', 404],
      ['http://', 400],
      ['http://x/y', 404],
      ['*', 400],
      ['x', 400],
      ['/a#b', 400],
    ]
    for (const [target, code] of expected) expect(status(await request(target)), target).toBe(code)
    expect(status(await request('/'))).toBe(200)
  })

  it('never serves the home page nor redirects off-site for a path that reads as another host (regression: `//evil.com` got the home page)', async () => {
    for (const target of [
      '//evil.com',
      '//evil.com/',
      '/\\evil.com',
      '/%2F%2Fevil.com/',
      '/%5Cevil.com',
      '//evil.com/pt-br',
    ]) {
      const answer = await request(target)
      expect(status(answer), target).toBe(404)
      expect(answer, target).not.toMatch(/^Location:/im)
      expect(answer, target).not.toContain('<html>home')
    }
  })

  it('takes the path of an absolute-form target whose host is the Host header (RFC 9112 3.2.2), else 400', async () => {
    const answer = await request('http://X/pt-br?a=1', 'x')
    expect(status(answer)).toBe(200)
    expect(answer).toContain('home pt-br')
    expect(status(await request('https://x/pt-br', 'x'))).toBe(200)
    expect(status(await request('http://evil.example/pt-br', 'x'))).toBe(400)
    expect(status(await request('http://user@x/pt-br', 'x'))).toBe(400)
  })
})
