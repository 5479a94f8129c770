import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FileLeadStore } from '../../src/server/leads/fileLeadStore'
import { validBodies } from './serverProcess'

describe('npm run leads', () => {
  it('lists the stored leads and exports them as CSV with their mail status', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
    const store = await FileLeadStore.open(file)
    await store.add({
      id: 'a1',
      receivedAt: '2026-11-20T10:00:00.000Z',
      kind: 'lead',
      locale: 'en-us',
      spam: false,
      body: validBodies.lead,
    })
    await store.add({
      id: 'b2',
      receivedAt: '2026-11-20T11:00:00.000Z',
      kind: 'contact',
      locale: 'pt-br',
      spam: true,
      body: { ...validBodies.contact, name: '=cmd' },
    })
    await store.recordMail('a1', { status: 'sent', at: '2026-11-20T10:00:01.000Z', attempt: 1 })
    await store.close()

    const run = (...args: string[]) =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--file', file, ...args], {
        encoding: 'utf8',
      })
    const list = run()
    expect(list).toContain('Bruno Lima <bruno@acme.example>')
    expect(list).toContain('[spam]')
    expect(list).toContain('2 lead(s)')

    const csv = run('--csv').split('\r\n')
    expect(csv[0]).toBe(
      'id,receivedAt,kind,locale,spam,mail,name,phone,company,role,email,message,state,faturamento,nicho,origin',
    )
    expect(csv[1]).toMatch(/^a1,2026-11-20T10:00:00.000Z,lead,en-us,,sent,Bruno Lima,/)
    expect(csv[2]).toMatch(/^b2,.*,contact,pt-br,yes,never,'=cmd,/)
  })

  it('answers a data-subject request on the file store: find, export as JSON, erase (refused while a server has it)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'leads-'))
    const file = join(dir, 'leads.jsonl')
    const store = await FileLeadStore.open(file)
    for (const [id, email] of [
      ['d1', 'dora@acme.example'],
      ['e1', 'eva@acme.example'],
      ['d2', 'Dora@Acme.example'],
    ])
      await store.add({
        id: id!,
        receivedAt: '2026-11-20T10:00:00.000Z',
        kind: 'lead',
        locale: 'pt-br',
        spam: false,
        body: { ...validBodies.lead, email: email! },
      })
    await store.close()
    const run = (...args: string[]) =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--file', file, ...args], {
        encoding: 'utf8',
        stdio: 'pipe',
      })
    expect(run('--find', 'dora@acme.example')).toContain('2 lead(s)')
    expect((JSON.parse(run('--export', 'dora@acme.example')) as Array<{ id: string }>).map((row) => row.id)).toEqual([
      'd1',
      'd2',
    ])
    await writeFile(`${file}.pid`, String(process.pid))
    expect(() => run('--erase', 'dora@acme.example')).toThrow(/stop it, erase, then start it again/)
    await rm(`${file}.pid`)
    expect(run('--erase', 'dora@acme.example')).toContain('Erased 2 lead(s)')
    expect(await readFile(file, 'utf8')).not.toMatch(/dora/i)
    expect(run()).toContain('1 lead(s)')
  })
})
