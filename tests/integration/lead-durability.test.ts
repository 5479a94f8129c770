import { appendFile, mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { postLead, startServer, tinySite, validBodies } from './serverProcess'

const newLeadsFile = async () => join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
const storedIds = async (file: string) =>
  (await readFile(file, 'utf8')).split('\n').flatMap((line) => {
    try {
      const event = JSON.parse(line)
      return event.type === 'lead' ? [event.lead.id as string] : []
    } catch {
      return []
    }
  })

/** 200 hostile or broken bodies: wrong types, missing fields, huge strings, unicode, markup, header injection. */
function badBodies(): unknown[] {
  const base = validBodies.contact
  const fields = Object.keys(base) as Array<keyof typeof base>
  const values: unknown[] = [
    null,
    42,
    true,
    [],
    {},
    ['a'],
    { $gt: '' },
    '',
    '   ',
    'x'.repeat(5000),
    '\u0000',
    -1,
    Infinity,
  ]
  const bodies: unknown[] = []
  for (const field of fields) for (const value of values) bodies.push({ ...base, [field]: value })
  for (const field of fields) bodies.push(Object.fromEntries(Object.entries(base).filter(([key]) => key !== field)))
  bodies.push(
    null,
    [],
    'lead',
    42,
    { ...base, extra: 'field' },
    { __proto__: { admin: true }, ...base, constructor: 'x' },
  )
  const inert = [
    '<script>alert(1)</script>',
    'Ana\r\nBcc: victim@example.com',
    '"; DROP TABLE leads; --',
    '=HYPERLINK("http://evil.example")',
    '👩🏽‍💻 Ana 漢字 العربية \u202Eevil',
    '\u200B\u200B',
  ]
  for (const text of inert)
    bodies.push(
      { ...base, name: text },
      { ...base, message: text },
      { ...validBodies.lead, email: `${text}@x.example` },
    )
  while (bodies.length < 200) bodies.push({ ...validBodies.lead, phone: `(11) ${bodies.length}` })
  return bodies.slice(0, 200)
}

describe('lead store durability', () => {
  it('rejects or stores as inert text 200 bad bodies, losing none of the good ones sent among them', async () => {
    const leadsFile = await newLeadsFile()
    const server = await startServer({ SITE_ROOT: await tinySite(), LEADS_FILE: leadsFile })
    try {
      const acknowledged: string[] = []
      const statuses = new Map<number, number>()
      for (const [index, body] of badBodies().entries()) {
        const response = await postLead(server.url, body)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        expect([201, 400], JSON.stringify(body).slice(0, 200)).toContain(response.status)
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id)
        if (index % 10 === 0) {
          const good = await postLead(server.url, validBodies.ecommerce)
          expect(good.status).toBe(201)
          acknowledged.push(((await good.json()) as { id: string }).id)
        }
      }
      expect(statuses.get(400)).toBeGreaterThan(150)
      expect((await storedIds(leadsFile)).sort()).toEqual(acknowledged.sort())
      const raw = await readFile(leadsFile, 'utf8')
      expect(
        raw
          .split('\n')
          .filter(Boolean)
          .every((line) => JSON.parse(line)),
      ).toBe(true)
      expect(raw).not.toContain('\r\nBcc:') // stored JSON-escaped, never as a raw line break
    } finally {
      await server.stop()
    }
  })

  it('keeps every acknowledged lead through a kill -9 in the middle of a burst', async () => {
    const leadsFile = await newLeadsFile()
    const site = await tinySite()
    const server = await startServer({ SITE_ROOT: site, LEADS_FILE: leadsFile })
    const acknowledged: string[] = []
    const burst = Array.from({ length: 300 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index))
      try {
        const response = await postLead(server.url, { ...validBodies.lead, name: `Lead ${index}` })
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id)
      } catch {
        // The server died under this request: it was never acknowledged.
      }
    })
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5))
    await server.stop('SIGKILL')
    await Promise.all(burst)
    expect(acknowledged.length).toBeGreaterThanOrEqual(40)

    const restarted = await startServer({ SITE_ROOT: site, LEADS_FILE: leadsFile })
    try {
      const stored = await storedIds(leadsFile)
      for (const id of acknowledged) expect(stored).toContain(id)
      expect(new Set(stored).size).toBe(stored.length)
      expect((await postLead(restarted.url, validBodies.contact)).status).toBe(201)
    } finally {
      await restarted.stop()
    }
  })

  it('skips a torn last line with a warning, keeps the lines before it and appends after it', async () => {
    const leadsFile = await newLeadsFile()
    const site = await tinySite()
    const first = await startServer({ SITE_ROOT: site, LEADS_FILE: leadsFile })
    const { id } = (await (await postLead(first.url, validBodies.contact)).json()) as { id: string }
    await first.stop()
    await appendFile(leadsFile, '{"type":"lead","lead":{"id":"torn')

    const second = await startServer({ SITE_ROOT: site, LEADS_FILE: leadsFile })
    try {
      expect(second.output.join('')).toMatch(/incomplete last line/)
      const after = (await (await postLead(second.url, validBodies.lead)).json()) as { id: string }
      expect(await storedIds(leadsFile)).toEqual([id, after.id])
      expect(await readFile(leadsFile, 'utf8')).toContain('{"type":"lead","lead":{"id":"torn\n')
    } finally {
      await second.stop()
    }
  })

  it('stores every acknowledged lead exactly once under concurrent load', async () => {
    const leadsFile = await newLeadsFile()
    const server = await startServer({ SITE_ROOT: await tinySite(), LEADS_FILE: leadsFile })
    try {
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          postLead(server.url, { ...validBodies.ecommerce, nicho: `n${index}` }),
        ),
      )
      const ids = await Promise.all(
        responses.map(async (response) =>
          response.status === 201 ? ((await response.json()) as { id: string }).id : null,
        ),
      )
      expect(ids.every(Boolean)).toBe(true)
      const stored = await storedIds(leadsFile)
      expect(stored.sort()).toEqual((ids as string[]).sort())
    } finally {
      await server.stop()
    }
  })
})
