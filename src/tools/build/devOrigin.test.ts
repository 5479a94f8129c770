import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devOriginGuard, isLoopbackAddress, originRefusal, type GuardedRequest } from './devOrigin'

const HOST = 'localhost:4260'
const OWN = `http://${HOST}`

/** A request to the dev server at `localhost:4260`, from loopback unless told. */
function request(
  headers: Record<string, string>,
  { method = 'GET', from = '127.0.0.1' }: { method?: string; from?: string } = {},
): GuardedRequest {
  return { method, headers: { host: HOST, ...headers }, socket: { remoteAddress: from } }
}

describe('originRefusal', () => {
  it("passes the server's own page: a same-origin fetch, a POST with its Origin, a navigation typed in", () => {
    expect(originRefusal(request({ 'sec-fetch-site': 'same-origin' }))).toBeUndefined()
    expect(originRefusal(request({ 'sec-fetch-site': 'same-origin' }), 'act')).toBeUndefined()
    expect(originRefusal(request({ origin: OWN }), 'act')).toBeUndefined()
    const save = { origin: OWN, 'sec-fetch-site': 'same-origin' }
    expect(originRefusal(request(save, { method: 'POST' }))).toBeUndefined()
    expect(originRefusal(request({ 'sec-fetch-site': 'none' }))).toBeUndefined()
  })

  it('refuses another origin, another port of localhost included, and the opaque origin null', () => {
    for (const origin of ['http://localhost:5555', 'https://evil.example', 'http://127.0.0.1:4260', 'null', 'x'])
      for (const method of ['GET', 'POST'])
        expect(originRefusal(request({ origin }, { method })), `${method} ${origin}`).toMatch(/another origin/)
    expect(originRefusal(request({ origin: 'http://localhost:5555' }), 'act')).toMatch(/another origin/)
  })

  it('refuses a Sec-Fetch-Site other than same-origin; none (the address bar) for a read only', () => {
    for (const site of ['cross-site', 'same-site'])
      expect(originRefusal(request({ 'sec-fetch-site': site }))).toMatch(/another site/)
    expect(originRefusal(request({ 'sec-fetch-site': 'none' }), 'act')).toMatch(/another site/)
    expect(originRefusal(request({ origin: OWN, 'sec-fetch-site': 'none' }, { method: 'POST' }))).toMatch(
      /another site/,
    )
    // A same-origin Origin does not make a cross-site request's other header right.
    expect(originRefusal(request({ origin: OWN, 'sec-fetch-site': 'cross-site' }, { method: 'POST' }))).toMatch(
      /another site/,
    )
  })

  it('needs the own Origin for a write and a browser word for an action; curl may read from loopback only', () => {
    expect(originRefusal(request({}, { method: 'POST' }))).toMatch(/a POST needs the Origin/)
    expect(originRefusal(request({ 'sec-fetch-site': 'same-origin' }, { method: 'PUT' }))).toMatch(/needs the Origin/)
    expect(originRefusal(request({}), 'act')).toMatch(/does not come from the server's own page/)
    expect(originRefusal(request({}))).toBeUndefined()
    expect(originRefusal(request({}, { from: '::1' }))).toBeUndefined()
    expect(originRefusal(request({}, { from: '::ffff:127.0.0.1' }))).toBeUndefined()
    expect(originRefusal(request({}, { from: '192.168.0.7' }))).toMatch(/from this machine only, not 192.168.0.7/)
  })

  it('answers only hosts the dev server serves: a name pointed at this machine by another site is no own origin', () => {
    const rebound = { host: 'evil.example:4260', origin: 'http://evil.example:4260' }
    expect(originRefusal(request(rebound, { method: 'POST' }))).toMatch(/host evil.example:4260 is not one/)
    expect(originRefusal({ headers: {}, socket: {} })).toMatch(/no Host/)
    expect(originRefusal(request(rebound, { method: 'POST' }), 'read', ['.example'])).toBeUndefined()
    expect(originRefusal(request(rebound, { method: 'POST' }), 'read', true)).toBeUndefined()
    const lan = { host: '192.168.0.2:4260', origin: 'http://192.168.0.2:4260' }
    expect(originRefusal(request(lan, { method: 'POST', from: '192.168.0.7' }))).toBeUndefined()
    const ipv6 = { host: '[::1]:4260', origin: 'http://[::1]:4260' }
    expect(originRefusal(request(ipv6, { method: 'POST' }))).toBeUndefined()
    expect(originRefusal(request({ host: 'app.localhost:4260', 'sec-fetch-site': 'same-origin' }))).toBeUndefined()
  })
})

describe('isLoopbackAddress', () => {
  it('knows 127.0.0.0/8 and ::1, also as IPv4-mapped addresses', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true)
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', undefined, '127.example'])
      expect(isLoopbackAddress(address), String(address)).toBe(false)
  })
})

describe('devOriginGuard', () => {
  let server: Server
  let url: string
  const refused: string[] = []
  beforeAll(async () => {
    const guard = devOriginGuard({ onRefused: (message) => refused.push(message) })
    server = createServer((req, res) => guard(req, res, () => res.end('passed')))
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/__translate/entries`
  })
  afterAll(() => new Promise<void>((done) => server.close(() => done())))

  it('answers 403 in plain text, says why in the terminal, and passes the own page on', async () => {
    const evil = await fetch(url, { method: 'POST', headers: { Origin: 'http://localhost:5555' }, body: '{}' })
    expect(evil.status).toBe(403)
    expect(evil.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await evil.text()).toMatch(
      /^403 Forbidden: refused POST \/__translate\/entries: it comes from another origin/,
    )
    expect(refused).toEqual(['refused POST /__translate/entries: it comes from another origin (http://localhost:5555)'])
    const own = await fetch(url, { method: 'POST', headers: { Origin: new URL(url).origin }, body: '{}' })
    expect(await own.text()).toBe('passed')
  })
})
