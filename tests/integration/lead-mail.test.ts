import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort, postLead, startServer, tinySite, validBodies, type RunningServer } from './serverProcess'
import { smtpSink, waitFor } from './smtpSink'

let cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(cleanup.map((step) => step()))
  cleanup = []
})

async function serverWithMail(smtpUrl: string): Promise<{ server: RunningServer; leadsFile: string }> {
  const leadsFile = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
  const server = await startServer({
    SITE_ROOT: await tinySite(),
    LEADS_FILE: leadsFile,
    SMTP_URL: smtpUrl,
    LEADS_TO: 'vendas@nuvora.example',
    LEADS_FROM: 'site@nuvora.example',
    LEADS_RETRY_MS: '200',
  })
  cleanup.push(() => server.stop())
  return { server, leadsFile }
}

describe('lead mail', () => {
  it('mails each stored lead to the team in the visitor language, replying to the visitor, with safe headers', async () => {
    const smtp = await smtpSink()
    cleanup.push(smtp.close)
    const { server } = await serverWithMail(smtp.url)

    // The lead form on an English page: the Brazilian form of every language (content/forms.ts), labelled in English.
    const english = { ...validBodies.lead, origin: 'https://www.nuvora.example/en-us/fabrica-de-software' }
    expect((await postLead(server.url, { ...english, name: 'Bruno\r\nBcc: victim@evil.example' })).status).toBe(201)
    await waitFor(() => smtp.received.length === 1)
    const [mail] = smtp.received
    const headers = mail!.raw.split('\r\n\r\n')[0]!
    expect(mail!.to).toEqual(['vendas@nuvora.example'])
    expect(headers).toMatch(/^Reply-To: bruno@acme\.example/m)
    expect(headers).toMatch(/^Subject: New landing-page lead: Bruno Bcc: victim@evil\.example/m)
    expect(mail!.raw).not.toMatch(/^Bcc:/m)
    expect(mail!.raw).toContain('State: SP')
  })

  it('does not mail honeypot hits', async () => {
    const smtp = await smtpSink()
    cleanup.push(smtp.close)
    const { server } = await serverWithMail(smtp.url)
    await postLead(server.url, { ...validBodies.contact, website: 'spam' })
    await postLead(server.url, validBodies.contact)
    await waitFor(() => smtp.received.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.raw).toContain('Ana Souza')
  })

  it('retries while the mail server refuses, and delivers later, recording each attempt', async () => {
    const smtp = await smtpSink(2)
    cleanup.push(smtp.close)
    const { server, leadsFile } = await serverWithMail(smtp.url)
    const { id } = (await (await postLead(server.url, validBodies.ecommerce)).json()) as { id: string }
    await waitFor(() => smtp.received.length === 1)
    expect(smtp.refusedCount()).toBe(2)
    // The server records 'sent' after the mail server accepted, so the record may trail the receipt by a moment.
    const mailStatuses = async () =>
      (await readFile(leadsFile, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { type: string; id: string; status: string })
        .filter((event) => event.type === 'mail' && event.id === id)
        .map((event) => event.status)
    const deadline = Date.now() + 10_000
    while (!(await mailStatuses()).includes('sent') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(await mailStatuses()).toEqual(['failed', 'failed', 'sent'])
    expect(smtp.received[0]!.raw).toMatch(/^Subject: Nuevo lead de e-commerce: Carla Dias/m)
  })

  it('resumes mailing after a restart when the mail server was down', async () => {
    const leadsFile = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
    const site = await tinySite()
    const downPort = await freePort()
    const offline = await startServer({
      SITE_ROOT: site,
      LEADS_FILE: leadsFile,
      SMTP_URL: `smtp://127.0.0.1:${downPort}`,
      LEADS_TO: 'vendas@nuvora.example',
      LEADS_RETRY_MS: '60000',
    })
    expect((await postLead(offline.url, validBodies.contact)).status).toBe(201)
    await waitFor(() => offline.output.join('').includes('lead-mail-failed'))
    await offline.stop()

    const smtp = await smtpSink()
    cleanup.push(smtp.close)
    const online = await startServer({
      SITE_ROOT: site,
      LEADS_FILE: leadsFile,
      SMTP_URL: smtp.url,
      LEADS_TO: 'vendas@nuvora.example',
      LEADS_RETRY_MS: '100',
    })
    cleanup.push(() => online.stop())
    await waitFor(() => smtp.received.length === 1)
    expect(smtp.received[0]!.raw).toContain('Ana Souza')
  })
})
