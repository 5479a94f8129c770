import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { postLead, startServer, tinySite, validBodies } from './serverProcess'
import { smtpSink, waitFor } from './smtpSink'

const mailEvents = async (file: string, id: string) =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; id?: string; status?: string })
    .filter((event) => event.type === 'mail' && event.id === id)
    .map((event) => event.status)

describe('a mail server that hangs mid-DATA', () => {
  it('stalls mail only until the socket timeout: once it answers again, the leads go out within seconds', async () => {
    const smtp = await smtpSink(0, { hang: 1 })
    const leadsFile = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
    const server = await startServer({
      SITE_ROOT: await tinySite(),
      LEADS_FILE: leadsFile,
      SMTP_URL: smtp.url,
      SMTP_SOCKET_TIMEOUT_MS: '1000',
      LEADS_TO: 'vendas@nuvora.example',
      LEADS_FROM: 'site@nuvora.example',
      LEADS_RETRY_MS: '200',
    })
    try {
      const first = (await (await postLead(server.url, validBodies.contact)).json()) as { id: string }
      await waitFor(() => smtp.hangingCount() === 1)
      const second = (await (await postLead(server.url, validBodies.lead)).json()) as { id: string }
      const hungAt = Date.now()
      await waitFor(() => smtp.received.length === 2, 5_000)
      expect(Date.now() - hungAt).toBeLessThan(4_000)
      const ids = smtp.received.map((mail) => /^X-Lead-Id: (\S+)/im.exec(mail.raw)?.[1])
      expect(ids.sort()).toEqual([first.id, second.id].sort())
      expect(smtp.received.find((mail) => mail.raw.includes(first.id))!.raw).toMatch(
        new RegExp(`^Message-ID: <${first.id}@nuvora\\.example>`, 'im'),
      )
      // The hung attempt was not taken for a delivery: recorded as failed, then sent.
      await expect.poll(() => mailEvents(leadsFile, first.id)).toEqual(['failed', 'sent'])
    } finally {
      await server.stop()
      await smtp.close()
    }
  })
})
