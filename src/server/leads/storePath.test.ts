import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkStoreFile, makeFolder } from './storePath'

describe('makeFolder', () => {
  it('creates the missing folders one level at a time', async () => {
    const root = await mkdtemp(join(tmpdir(), 'leads-folder-'))
    await makeFolder(join(root, 'a', 'b', 'c'))
    expect((await stat(join(root, 'a', 'b', 'c'))).isDirectory()).toBe(true)
    await makeFolder(join(root, 'a', 'b', 'c'))
  })

  it('fails at once under /proc, naming the folder it could not create (regression: recursive mkdir never returned)', async () => {
    await expect(makeFolder('/proc/x/y')).rejects.toThrow(/cannot create the folder \/proc\/x \(ENOENT/)
  })

  it('fails when a file stands where a folder should be', async () => {
    const root = await mkdtemp(join(tmpdir(), 'leads-folder-'))
    await writeFile(join(root, 'data'), '')
    await expect(makeFolder(join(root, 'data', 'leads'))).rejects.toThrow(`${join(root, 'data')} is not a folder`)
  })
})

describe('checkStoreFile', () => {
  it('accepts a regular file, and a missing one unless it must exist', async () => {
    const root = await mkdtemp(join(tmpdir(), 'leads-file-'))
    await writeFile(join(root, 'leads.jsonl'), '')
    await checkStoreFile(join(root, 'leads.jsonl'), true)
    await checkStoreFile(join(root, 'missing.jsonl'), false)
    await expect(checkStoreFile(join(root, 'missing.jsonl'), true)).rejects.toThrow(
      `there is no lead store at ${join(root, 'missing.jsonl')} (no such file)`,
    )
  })

  it('refuses a folder, a named pipe or a device, which would fail or block when read', async () => {
    const root = await mkdtemp(join(tmpdir(), 'leads-file-'))
    await mkdir(join(root, 'folder'))
    execFileSync('mkfifo', [join(root, 'pipe')])
    await expect(checkStoreFile(join(root, 'folder'), false)).rejects.toThrow(
      /folder is not a regular file \(a folder\)/,
    )
    await expect(checkStoreFile(join(root, 'pipe'), false)).rejects.toThrow(/is not a regular file \(a named pipe\)/)
    await expect(checkStoreFile('/dev/null', false)).rejects.toThrow(/is not a regular file \(a device\)/)
  })
})
