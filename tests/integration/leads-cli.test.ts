import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { FileLeadStore } from '../../src/server/leads/fileLeadStore'
import type { StoredLead } from '../../src/server/leads/leadStore'
import { validBodies } from './serverProcess'
import { mountTinyFilesystem } from './tmpfsMount'

/** Runs `npm run leads` with `args` (and `env` added to this process's); never throws: the exit code is in the answer. */
const runWith = (env: Record<string, string>, ...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
    encoding: 'utf8',
    timeout: 15_000,
    env: { ...process.env, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )
const run = (...args: string[]) => runWith({}, ...args)

const lead = (id: string, body: Record<string, string>, extra: Partial<StoredLead> = {}): StoredLead => ({
  id,
  receivedAt: '2026-11-20T10:00:00.000Z',
  kind: 'lead',
  locale: 'pt-br',
  spam: false,
  body,
  ...extra,
})

async function storeWith(...leads: StoredLead[]): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
  const store = await FileLeadStore.open(file)
  for (const one of leads) await store.add(one)
  await store.close()
  return file
}

/** Characters that act on a terminal, but the line feed. */
// eslint-disable-next-line no-control-regex -- the characters the output must not hold
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/

describe('npm run leads', () => {
  it('lists the stored leads and exports them as CSV with their mail status', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
    const store = await FileLeadStore.open(file)
    await store.add(lead('a1', validBodies.lead, { locale: 'en-us' }))
    await store.add(
      lead(
        'b2',
        { ...validBodies.contact, name: '=cmd' },
        { kind: 'contact', spam: true, receivedAt: '2026-11-20T11:00:00.000Z' },
      ),
    )
    await store.recordMail('a1', { status: 'sent', at: '2026-11-20T10:00:01.000Z', attempt: 1 })
    await store.close()

    const list = await run('--file', file)
    expect(list.stdout).toContain('Bruno Lima <bruno@acme.example>')
    expect(list.stdout).toContain('[spam]')
    expect(list.stdout).toContain('2 lead(s)')

    const csv = (await run('--file', file, '--csv')).stdout.split('\r\n')
    expect(csv[0]).toBe(
      'id,receivedAt,kind,locale,spam,mail,name,phone,company,role,email,message,state,country,faturamento,nicho,origin',
    )
    expect(csv[1]).toMatch(/^a1,2026-11-20T10:00:00.000Z,lead,en-us,,sent,Bruno Lima,/)
    expect(csv[2]).toMatch(/^b2,.*,contact,pt-br,yes,never,'=cmd,/)
  })

  it('prints no terminal control from a lead and defuses hidden formulas, in every output (regression)', async () => {
    const hostile = 'Ana\u001b]0;pwned\u0007\u001b[2J\u009b31m\u007f\u202eevil\u2066\u200f\u061c\u2028x\u2029'
    const file = await storeWith(
      lead('h1', { ...validBodies.lead, name: hostile, phone: '\u00a0=1+1' }),
      lead('h2', { ...validBodies.lead, name: ' \uff1dHYPERLINK("x")', phone: '\t@SUM(1)' }),
    )
    const list = await run('--file', file)
    expect(list.stdout).not.toMatch(RAW_CONTROL)
    expect(list.stdout).toContain('Ana\\u{1b}]0;pwned')
    const exported = await run('--file', file, '--export', 'bruno@acme.example')
    expect(exported.stdout).not.toMatch(RAW_CONTROL)
    expect((JSON.parse(exported.stdout) as Array<{ name: string }>)[0]!.name).toBe(hostile)
    const csv = (await run('--file', file, '--csv')).stdout
    expect(csv.replace(/\r\n/g, '')).not.toMatch(RAW_CONTROL)
    const [, first, second] = csv.split('\r\n')
    expect(first).toContain(",'\u00a0=1+1,")
    expect(second).toContain(`,"' \uff1dHYPERLINK(""x"")",'\\u{9}@SUM(1),`)
  })

  it('says a DATABASE_URL is not a PostgreSQL URL, with the form expected, never echoing it (regression: "getaddrinfo ENOTFOUND base")', async () => {
    for (const url of [
      'not-a-url',
      'http://ana:s3cret@db.example/leads',
      'postgres://ana:s3cret@db.example:port/leads',
    ]) {
      const answer = await runWith({ DATABASE_URL: url })
      expect(answer.code, url).toBe(1)
      expect(answer.stderr, url).toContain('DATABASE_URL is not a valid PostgreSQL URL')
      expect(answer.stderr, url).toContain('postgres://user:password@host:5432/db')
      expect(answer.stderr, url).not.toMatch(/s3cret|ENOTFOUND|not-a-url/)
    }
  })

  it('answers a data-subject request on the file store: find, export as JSON, erase (refused while another process has it)', async () => {
    const file = await storeWith(
      lead('d1', { ...validBodies.lead, email: 'dora@acme.example' }),
      lead('e1', { ...validBodies.lead, email: 'eva@acme.example' }),
      lead('d2', { ...validBodies.lead, email: 'Dora@Acme.example' }),
    )
    expect((await run('--file', file, '--find', 'dora@acme.example')).stdout).toContain('2 lead(s)')
    const exported = await run('--file', file, '--export', 'dora@acme.example')
    expect((JSON.parse(exported.stdout) as Array<{ id: string }>).map((row) => row.id)).toEqual(['d1', 'd2'])

    const holder = await FileLeadStore.open(file) // a running server, as far as the lock is concerned
    const refused = await run('--file', file, '--erase', 'dora@acme.example')
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toContain(`${file} is in use by another process`)
    expect((await run('--file', file, '--find', 'dora@acme.example')).stdout).toContain('2 lead(s)') // reading is fine
    await holder.close()

    const erased = await run('--file', file, '--erase', 'dora@acme.example')
    expect(erased.stdout).toContain('Erased 2 lead(s)')
    expect(erased.code).toBe(0)
    expect(await readFile(file, 'utf8')).not.toMatch(/dora/i)
    expect((await run('--file', file)).stdout).toContain('1 lead(s)')
  })

  it('refuses a --file that does not exist for every command, creating nothing (regression: "No leads", exit 0)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'leads-'))
    const typo = join(dir, 'data', 'laeds.jsonl')
    const commands = [[], ['--csv'], ['--find', 'a@b.example'], ['--export', 'a@b.example'], ['--erase', 'a@b.example']]
    const answers = await Promise.all(commands.map((args) => run('--file', typo, ...args)))
    answers.forEach((answer, index) => {
      expect(answer.code, commands[index]!.join(' ')).not.toBe(0)
      expect(answer.stderr).toContain(`there is no lead store at ${typo}`)
    })
    expect(await readdir(dir)).toEqual([])
  })

  it('refuses unknown options, a missing address and two requests at once, listing the valid options (regression)', async () => {
    const file = await storeWith(lead('a1', validBodies.lead))
    const commands = [
      ['--bogus'],
      ['--find'],
      ['--find', '--csv'],
      ['--export', 'a@b.example', '--erase', 'a@b.example'],
      ['list'],
      ['--erase', ' '],
    ]
    const answers = await Promise.all(commands.map((args) => run('--file', file, ...args)))
    answers.forEach((answer, index) => {
      expect(answer.code, commands[index]!.join(' ')).not.toBe(0)
      expect(answer.stderr).toMatch(/--file PATH.*--csv.*--find EMAIL.*--export EMAIL.*--erase EMAIL/s)
    })
    expect((await run('--file', file)).stdout).toContain('1 lead(s)')
  })

  it('lists a store on a read-only disk, and refuses to erase there (regression: could not even be listed)', async (context) => {
    const disk = await mountTinyFilesystem('64k')
    if (typeof disk === 'string') return context.skip(disk)
    try {
      const file = join(disk.dir, 'leads.jsonl')
      const store = await FileLeadStore.open(file)
      await store.add(lead('r1', validBodies.lead))
      await store.close()
      disk.readOnly()
      const list = await run('--file', file)
      expect(list.code).toBe(0)
      expect(list.stdout).toContain('1 lead(s)')
      expect((await run('--file', file, '--csv')).stdout).toContain('r1,')
      const erase = await run('--file', file, '--erase', 'bruno@acme.example')
      expect(erase.code).not.toBe(0)
      expect(erase.stderr).toMatch(/EROFS/)
    } finally {
      await disk.unmount()
    }
  })
})
