import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { postLead, startServer, tinySite, validBodies, type RunningServer } from './serverProcess'

const cli = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], { encoding: 'utf8' }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )

describe('the file store lock (held by the OS, gone with the process)', () => {
  it('refuses a second server and an erase while a server has the store, and frees it when the server is killed', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'leads-lock-')), 'leads.jsonl')
    const site = await tinySite()
    const servers: RunningServer[] = []
    try {
      const first = await startServer({ SITE_ROOT: site, LEADS_FILE: file })
      servers.push(first)
      const second = await startServer({ SITE_ROOT: site, LEADS_FILE: file })
      servers.push(second)

      expect((await postLead(second.url, validBodies.lead)).status).toBe(503)
      expect((await fetch(`${second.url}/`)).status).toBe(200)
      expect(second.output.join('')).toContain(`${file} is in use by another process`)
      expect((await postLead(first.url, validBodies.contact)).status).toBe(201)
      expect(await readdir(join(file, '..'))).toEqual(['leads.jsonl']) // no pid file, nothing to delete or go stale

      await second.stop() // regression: the second server's exit let an erase run beside the first
      const refused = await cli('--file', file, '--erase', 'ana@acme.example')
      expect(refused.code).not.toBe(0)
      expect(refused.stderr).toContain(`${file} is in use by another process`)
      expect(await readFile(file, 'utf8')).toContain('ana@acme.example')

      const listing = await cli('--file', file) // reading needs no lock
      expect(listing.code).toBe(0)
      expect(listing.stdout).toContain('1 lead(s)')

      await first.stop('SIGKILL')
      const erased = await cli('--file', file, '--erase', 'ana@acme.example')
      expect(erased.stdout).toContain('Erased 1 lead(s)')
      expect(erased.code).toBe(0)
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
    }
  }, 60_000)
})
