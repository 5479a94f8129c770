import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postLead, startServer, tinySite, validBodies, type RunningServer } from './serverProcess'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({
    SITE_ROOT: await tinySite(),
    LEADS_FILE: join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl'),
  })
})
afterAll(() => server.stop())

describe('issue #13 defect 6: e-mail pattern ReDoS through the lead endpoint', () => {
  it('answers "a@" + 15,800 dots + "@" with the length error alone: the pattern never runs on it', async () => {
    const response = await postLead(server.url, { ...validBodies.contact, email: 'a@' + '.'.repeat(15_800) + '@' })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: Array<{ field: string; message: string }> }
    expect(errors).toEqual([{ field: 'email', message: 'must NOT have more than 254 characters' }])
  })

  it('still tells a malformed short address apart', async () => {
    const response = await postLead(server.url, { ...validBodies.lead, email: 'a@..' })
    const { errors } = (await response.json()) as { errors: Array<{ field: string; message: string }> }
    expect(errors).toEqual([{ field: 'email', message: expect.stringContaining('must match pattern') }])
  })
})
