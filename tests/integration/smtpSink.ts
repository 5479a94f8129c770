import { SMTPServer } from 'smtp-server'
import { freePort } from './serverProcess'

interface ReceivedMail {
  raw: string
  to: string[]
}

/**
 * A real SMTP server on loopback that refuses the first `refuse` messages, then accepts. With `hang`, the first
 * `hang` messages are read to their end and never answered (a mail server stuck mid-DATA); it answers the next ones.
 */
export async function smtpSink(refuse = 0, { hang = 0 } = {}) {
  const received: ReceivedMail[] = []
  let refused = 0
  let hanging = 0
  const port = await freePort()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      stream.on('end', () => {
        if (hanging < hang) return void hanging++
        if (refused < refuse) {
          refused++
          const error = new Error('Mailbox busy, try later') as Error & { responseCode: number }
          error.responseCode = 451
          return callback(error)
        }
        received.push({ raw, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) })
        callback()
      })
    },
  })
  // A client killed mid-session (a server under kill -9) resets its connection: that is not the sink's failure.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusedCount: () => refused,
    hangingCount: () => hanging,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export const waitFor = async (check: () => boolean, timeoutMs = 10_000) => {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
