import { execFile, execFileSync } from 'node:child_process'
import { mkdir, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postLead, startServer, tinySite, validBodies } from './serverProcess'
import { mountTinyFilesystem, type TinyFilesystem } from './tmpfsMount'

const cli = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
    encoding: 'utf8',
    timeout: 10_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )

let site: string
let readOnlyDisk: TinyFilesystem | string
let scratch: string

beforeAll(async () => {
  site = await tinySite()
  scratch = await mkdtemp(join(tmpdir(), 'leads-unusable-'))
  await mkdir(join(scratch, 'a-folder.jsonl'))
  execFileSync('mkfifo', [join(scratch, 'a-pipe.jsonl')])
  readOnlyDisk = await mountTinyFilesystem('64k')
  if (typeof readOnlyDisk !== 'string') readOnlyDisk.readOnly()
})

afterAll(async () => {
  if (typeof readOnlyDisk !== 'string') await readOnlyDisk.unmount()
})

/** Where each unusable store is, and what its error must say. */
const cases: Array<[string, () => string | undefined, RegExp]> = [
  ['a folder that cannot be created (under /proc)', () => '/proc/x/y/leads.jsonl', /\/proc\/x/],
  ['a path that is a folder', () => join(scratch, 'a-folder.jsonl'), /not a regular file/],
  ['a path that is a named pipe', () => join(scratch, 'a-pipe.jsonl'), /not a regular file/],
  [
    'a read-only disk (new folder)',
    () => (typeof readOnlyDisk === 'string' ? undefined : join(readOnlyDisk.dir, 'data', 'leads.jsonl')),
    /EROFS/,
  ],
  [
    'a read-only disk (new file)',
    () => (typeof readOnlyDisk === 'string' ? undefined : join(readOnlyDisk.dir, 'leads.jsonl')),
    /EROFS/,
  ],
]

describe('an unusable file store is reported within seconds (regression: /proc hung start-up at 60 % CPU)', () => {
  for (const [name, pathOf, reason] of cases) {
    it(`${name}: the server serves pages and answers leads 503; the CLI exits non-zero`, async (context) => {
      const file = pathOf()
      if (file === undefined) return context.skip(String(readOnlyDisk))
      // A start-up that hangs never listens: startServer gives up after 15 s (no wall-clock budget here, which a
      // loaded machine would break).
      const server = await startServer({ SITE_ROOT: site, LEADS_FILE: file })
      try {
        expect((await fetch(`${server.url}/`)).status).toBe(200)
        expect((await postLead(server.url, validBodies.lead)).status).toBe(503)
        const log = server.output.join('')
        expect(log).toContain('lead-store-unavailable')
        expect(log).toContain(file)
        expect(log).toMatch(reason)
      } finally {
        await server.stop()
      }
      for (const args of [['--erase', 'ana@acme.example'], []]) {
        const run = await cli('--file', file, ...args)
        expect(run.code, run.stderr).not.toBe(0)
        expect(run.stderr).toContain(file)
      }
    }, 30_000)
  }
})
