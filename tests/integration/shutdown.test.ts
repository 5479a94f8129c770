import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, readFile, utimes } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort, postLead, startServer, tinySite, validBodies } from './serverProcess'
import { smtpSink, waitFor } from './smtpSink'

/** How the process exited, or 'running' if it has not within `ms` (so a failing test still reaches its cleanup). */
const exited = (child: ChildProcess, ms = 10_000) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null } | 'running'>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      return resolve({ code: child.exitCode, signal: child.signalCode })
    const timer = setTimeout(() => resolve('running'), ms)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal })
    })
  })
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  )

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Answer {
  status: number
  head: string
  body: string
}

/**
 * A raw HTTP/1.1 connection kept alive: requests are written as given, answers read one by one (their head and a
 * Content-Length body); `answer` says 'closed' when the server closed the connection first, 'silent' after `ms`.
 */
function keepAlive(port: number) {
  const socket = connect(port, '127.0.0.1')
  let buffer = Buffer.alloc(0)
  let closed = false
  const wake: Array<() => void> = []
  const woken = () => wake.splice(0).forEach((resolve) => resolve())
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    woken()
  })
  socket.on('close', () => {
    closed = true
    woken()
  })
  socket.on('error', () => {}) // a write after the server closed: the answer says 'closed'
  async function answer(ms: number): Promise<Answer | 'closed' | 'silent'> {
    const deadline = Date.now() + ms
    for (;;) {
      const headEnd = buffer.indexOf('\r\n\r\n')
      if (headEnd >= 0) {
        const head = buffer.subarray(0, headEnd).toString('latin1')
        const end = headEnd + 4 + Number(/^content-length: *(\d+)/im.exec(head)?.[1] ?? 0)
        if (buffer.length >= end) {
          const body = buffer.subarray(headEnd + 4, end).toString()
          buffer = buffer.subarray(end)
          return { status: Number(head.slice(9, 12)), head, body }
        }
      }
      if (closed) return 'closed'
      if (Date.now() >= deadline) return 'silent'
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now())
        wake.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }
  return { send: (text: string) => void socket.write(text), answer, destroy: () => socket.destroy() }
}

describe('shutdown', () => {
  it('SIGTERM: no further request on a kept-alive connection, while the lead in flight gets its 201 and is stored (regression: accepted for 5 s)', async () => {
    const leadsFile = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
    const server = await startServer({ SITE_ROOT: await tinySite(), LEADS_FILE: leadsFile })
    const port = Number(new URL(server.url).port)
    const page = 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'
    const body = JSON.stringify(validBodies.contact)
    const idle = keepAlive(port)
    const posting = keepAlive(port)
    try {
      idle.send(page)
      expect(await idle.answer(5_000)).toMatchObject({ status: 200 })
      posting.send(page)
      expect(await posting.answer(5_000)).toMatchObject({ status: 200 })
      posting.send(
        `POST /api/mail/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
      )
      await pause(300) // the server is reading the post's body
      server.process.kill('SIGTERM')
      await waitFor(() => server.output.join('').includes('"event":"shutdown"'), 5_000)

      idle.send(page)
      expect(await idle.answer(500)).toBe('closed')
      posting.send(body.slice(20))
      const stored = await posting.answer(5_000)
      expect(stored).toMatchObject({ status: 201 })
      expect((stored as Answer).head).toMatch(/^connection: close$/im)
      posting.send(page)
      expect(await posting.answer(500)).toBe('closed')

      expect(await exited(server.process)).toEqual({ code: 0, signal: null })
      expect(await readFile(leadsFile, 'utf8')).toContain((JSON.parse((stored as Answer).body) as { id: string }).id)
    } finally {
      idle.destroy()
      posting.destroy()
      await server.stop('SIGKILL')
    }
  })

  it('SIGTERM while the mail server hangs mid-DATA: exits 0 within its bound, and the lead is mailed after', async () => {
    const hung = await smtpSink(0, { hang: Number.POSITIVE_INFINITY })
    const leadsFile = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
    const site = await tinySite()
    const mailEnv = { LEADS_TO: 'vendas@nuvora.example', LEADS_FROM: 'site@nuvora.example', LEADS_RETRY_MS: '200' }
    const server = await startServer({
      SITE_ROOT: site,
      LEADS_FILE: leadsFile,
      SMTP_URL: hung.url,
      SHUTDOWN_TIMEOUT_MS: '3000',
      ...mailEnv,
    })
    let id: string
    try {
      id = ((await (await postLead(server.url, validBodies.contact)).json()) as { id: string }).id
      await waitFor(() => hung.hangingCount() === 1)
      const began = Date.now()
      server.process.kill('SIGTERM')
      expect(await exited(server.process)).toEqual({ code: 0, signal: null })
      expect(Date.now() - began).toBeLessThan(4_500)
      const stored = await readFile(leadsFile, 'utf8')
      expect(stored).toContain(id)
      expect(stored).not.toContain('"status":"sent"')
    } finally {
      await server.stop('SIGKILL')
      await hung.close()
    }

    const smtp = await smtpSink()
    const restarted = await startServer({ SITE_ROOT: site, LEADS_FILE: leadsFile, SMTP_URL: smtp.url, ...mailEnv })
    try {
      await waitFor(() => smtp.received.length === 1)
      expect(smtp.received[0]!.raw).toMatch(new RegExp(`^Message-ID: <${id}@nuvora\\.example>`, 'im'))
    } finally {
      await restarted.stop()
      await smtp.close()
    }
  })

  it('npm start passes SIGTERM on: the server stops, the port is freed and no process stays', async () => {
    // A build newer than every source, so the start script serves it without building.
    const dist = await mkdtemp(join(tmpdir(), 'dist-'))
    await cp(await tinySite(), join(dist, 'client'), { recursive: true })
    const future = new Date(Date.now() + 86_400_000)
    await utimes(join(dist, 'client', 'index.html'), future, future)
    const port = await freePort()
    const npm = spawn('npm', ['start'], {
      env: {
        ...process.env,
        DIST_DIR: dist,
        HOST: '127.0.0.1',
        PORT: String(port),
        LEADS_FILE: join(dist, 'leads.jsonl'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const url = `http://127.0.0.1:${port}/`
    const descendants = (pid: number): number[] =>
      spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
        .stdout.split('\n')
        .filter(Boolean)
        .map(Number)
        .flatMap((child) => [child, ...descendants(child)])
    let tree: number[] = []
    try {
      const began = Date.now()
      while (!(await answers(url))) {
        if (Date.now() - began > 15_000) throw new Error('npm start did not serve')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      tree = descendants(npm.pid!)
      npm.kill('SIGTERM')
      await exited(npm)
      await waitFor(() => tree.every((pid) => !isRunning(pid)), 5_000)
      expect(await answers(url)).toBe(false)
    } finally {
      for (const pid of [npm.pid!, ...tree]) if (isRunning(pid)) process.kill(pid, 'SIGKILL')
    }
  })
})
