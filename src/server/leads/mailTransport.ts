import nodemailer from 'nodemailer'
import type { StoredLead } from './leadStore'
import { leadMail } from './mailText'

/**
 * Sends each lead's e-mail to the team through `SMTP_URL`, to `LEADS_TO`, from `LEADS_FROM` (else
 * `no-reply@<SMTP host>`); undefined when either is not set. No send waits on the mail server for long: connecting
 * gives up after `SMTP_CONNECTION_TIMEOUT_MS` (10 s), the greeting after `SMTP_GREETING_TIMEOUT_MS` (10 s), and a
 * connection silent for `SMTP_SOCKET_TIMEOUT_MS` (20 s, e.g. a server stuck after the message) is closed: the send
 * fails and the outbox tries again later. A lead's mail always has the same Message-ID (`<lead id@sender domain>`), so
 * a mail sent again (its first send unconfirmed, or not recorded before a crash) is the same message to mail clients.
 */
export function leadMailer(env: NodeJS.ProcessEnv): ((lead: StoredLead) => Promise<void>) | undefined {
  if (!env.SMTP_URL || !env.LEADS_TO) return undefined
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: Number(env.SMTP_CONNECTION_TIMEOUT_MS ?? 10_000),
    greetingTimeout: Number(env.SMTP_GREETING_TIMEOUT_MS ?? 10_000),
    socketTimeout: Number(env.SMTP_SOCKET_TIMEOUT_MS ?? 20_000),
  })
  const addresses = {
    from: env.LEADS_FROM ?? `Nuvora site <no-reply@${new URL(env.SMTP_URL).hostname}>`,
    to: env.LEADS_TO,
  }
  const domain = /@([^\s@>]+)>?\s*$/.exec(addresses.from)?.[1] ?? 'localhost'
  return async (lead) =>
    void (await transport.sendMail({ ...leadMail(lead, addresses), messageId: `<${lead.id}@${domain}>` }))
}
