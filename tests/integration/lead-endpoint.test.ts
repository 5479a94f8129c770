import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postLead, startServer, tinySite, validBodies, type RunningServer } from './serverProcess'

let server: RunningServer
let leadsFile: string

beforeAll(async () => {
  leadsFile = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
  server = await startServer({
    SITE_ROOT: await tinySite(),
    LEADS_FILE: leadsFile,
    LEADS_ALLOWED_ORIGINS: 'https://partner.example',
  })
})
afterAll(() => server.stop())

const storedLines = async () =>
  (await readFile(leadsFile, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))

describe('POST /api/mail/contact', () => {
  it('stores each of the three lead bodies and answers 201 with its id', async () => {
    for (const [kind, body] of Object.entries(validBodies)) {
      const response = await postLead(server.url, body)
      expect(response.status, kind).toBe(201)
      const { id } = (await response.json()) as { id: string }
      const stored = (await storedLines()).find((event) => event.lead?.id === id)
      expect(stored.lead).toMatchObject({ kind, spam: false, body })
    }
    const locales = (await storedLines()).map((event) => event.lead.locale)
    expect(locales).toEqual(['en-us', 'pt-br', 'es-es'])
  })

  it('answers 400 with the field errors of an invalid body', async () => {
    const response = await postLead(server.url, { ...validBodies.lead, email: 'nope', state: 'XX', name: '' })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: Array<{ field: string }> }
    expect(errors.map((error) => error.field).sort()).toEqual(['email', 'name', 'name', 'state'].sort())
  })

  it('answers 400 naming the field that holds NUL or an unpaired surrogate (regression: stored, or 503 forever in PostgreSQL)', async () => {
    for (const [field, value] of [
      ['name', 'Bruno\u0000Lima'],
      ['email', 'bruno\ud800@acme.example'],
      ['origin', 'https://www.nuvora.example/\udc00'],
    ] as const) {
      const response = await postLead(server.url, { ...validBodies.lead, [field]: value })
      expect(response.status, field).toBe(400)
      expect(await response.json()).toEqual({
        errors: [{ field, message: 'must not contain U+0000 or an unpaired surrogate' }],
      })
    }
    const emoji = await postLead(server.url, { ...validBodies.lead, name: 'Bruno 😀 Lima' })
    expect(emoji.status).toBe(201)
  })

  it('answers 413 past 16 KB, 415 for a body that is neither JSON nor a form, 405 for other methods', async () => {
    expect((await postLead(server.url, { ...validBodies.contact, message: 'x'.repeat(17 * 1024) })).status).toBe(413)
    expect((await postLead(server.url, 'name=Ana', { 'Content-Type': 'text/plain' })).status).toBe(415)
    expect((await postLead(server.url, '{not json')).status).toBe(400)
    const get = await fetch(`${server.url}/api/mail/contact`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })

  it('lets only configured origins post across sites (CORS)', async () => {
    expect((await postLead(server.url, validBodies.lead, { Origin: 'https://evil.example' })).status).toBe(403)
    const allowed = await postLead(server.url, validBodies.lead, { Origin: 'https://partner.example' })
    expect(allowed.status).toBe(201)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example')
    const preflight = await fetch(`${server.url}/api/mail/contact`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect((await postLead(server.url, validBodies.lead, { Origin: server.url })).status).toBe(201)
  })

  it('stores a honeypot hit as spam and still answers 201', async () => {
    const response = await postLead(server.url, { ...validBodies.contact, website: 'http://spam.example' })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect((await storedLines()).find((event) => event.lead?.id === id).lead.spam).toBe(true)
  })

  it('logs one JSON line per request without personal data', async () => {
    await postLead(server.url, validBodies.contact)
    const lines = server.output
      .join('')
      .split('\n')
      .filter((line) => line.includes('/api/mail/contact'))
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) {
      expect(() => JSON.parse(line)).not.toThrow()
      expect(line).not.toContain('ana@acme.example')
      expect(line).not.toContain('Ana Souza')
    }
  })
})

describe('rate limit', () => {
  it('answers 429 past the configured posts per minute from one address', async () => {
    const limited = await startServer({
      SITE_ROOT: await tinySite(),
      LEADS_FILE: leadsFile + '.rate',
      LEADS_RATE_PER_MINUTE: '3',
    })
    try {
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await postLead(limited.url, validBodies.lead)).status)
      expect(statuses).toEqual([201, 201, 201, 429, 429])
    } finally {
      await limited.stop()
    }
  })
})
