import { execFile } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { FileLeadStore } from '../../src/server/leads/fileLeadStore'
import { daysAgo, storedLead as lead } from './storedLeads'
import { mountTinyFilesystem } from './tmpfsMount'

/** Fills the filesystem of `dir` with 4 KiB files, then frees one: a page is left, less than a store's copy. */
async function fillLeavingOnePage(dir: string): Promise<void> {
  let count = 0
  for (;;) {
    try {
      await writeFile(join(dir, `filler-${count}`), Buffer.alloc(4096, 1), { flag: 'wx' })
      count++
    } catch {
      break
    }
  }
  await rm(join(dir, `filler-${count}`), { force: true })
  await rm(join(dir, 'filler-0'))
}

const cli = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], { encoding: 'utf8' }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )

describe('the file store on a full disk (a real 64 KiB tmpfs)', () => {
  it('refuses an erase and a purge and leaves the store untouched (regression: "Erased 1", 26 others gone)', async (context) => {
    const disk = await mountTinyFilesystem('64k')
    if (typeof disk === 'string') return context.skip(disk)
    try {
      const path = join(disk.dir, 'leads.jsonl')
      const store = await FileLeadStore.open(path)
      await store.add(lead('old-spam', true, daysAgo(40)))
      for (let index = 0; index < 26; index++) await store.add(lead(`l${index}`))
      await fillLeavingOnePage(disk.dir)
      const before = await readFile(path, 'utf8')

      await expect(store.purge(undefined, new Date(daysAgo(30)))).rejects.toThrow(/ENOSPC|no space|short/i)
      expect(await readFile(path, 'utf8')).toBe(before)
      expect((await store.list()).map(({ lead }) => lead.id)).toContain('old-spam')
      await store.close()

      const erase = await cli('--file', path, '--erase', 'l3@acme.example')
      expect(erase.code).not.toBe(0)
      expect(erase.stdout).not.toMatch(/Erased/)
      expect(erase.stderr).toMatch(/ENOSPC|no space|short/i)
      expect(await readFile(path, 'utf8')).toBe(before)

      const reopened = await FileLeadStore.open(path)
      expect((await reopened.list()).length).toBe(27)
      await reopened.close()
    } finally {
      await disk.unmount()
    }
  })
})
