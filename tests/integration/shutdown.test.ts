import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, readFile, utimes } from 'node:fs/promises'
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

describe('shutdown', () => {
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
