import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockStore } from './storeLock'

const newStorePath = async () => join(await mkdtemp(join(tmpdir(), 'leads-lock-')), 'leads.jsonl')

/** Another process that takes the lock of `path` and holds it until killed. */
async function holderProcess(path: string, platform: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { lockStore } from ${JSON.stringify(new URL('./storeLock.ts', import.meta.url).href)}
       await lockStore(process.argv[1], process.argv[2]); console.log('locked'); setInterval(() => {}, 1000)`,
      path,
      platform,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
    child.once('exit', (code) => reject(new Error(`lock holder exited (${code})`)))
  })
  return child
}

for (const platform of ['linux', 'darwin'] as const) {
  describe(`lockStore (${platform === 'linux' ? 'abstract unix socket' : 'socket file, where there is none'})`, () => {
    it('refuses a second holder, in this process or another, with a message naming the store', async () => {
      const path = await newStorePath()
      const lock = await lockStore(path, platform)
      await expect(lockStore(path, platform)).rejects.toThrow(`${path} is in use by another process`)
      await lock.release()
      const again = await lockStore(path, platform)
      await again.release()
    })

    it('is the same lock through a symbolic link to the store folder', async () => {
      const path = await newStorePath()
      const link = join(await mkdtemp(join(tmpdir(), 'leads-link-')), 'data')
      await symlink(join(path, '..'), link)
      const lock = await lockStore(path, platform)
      await expect(lockStore(join(link, 'leads.jsonl'), platform)).rejects.toThrow(/in use by another process/)
      await lock.release()
    })

    it('is freed by the OS when its holder is killed with SIGKILL', async () => {
      const path = await newStorePath()
      const holder = await holderProcess(path, platform)
      try {
        await expect(lockStore(path, platform)).rejects.toThrow(/in use by another process/)
      } finally {
        const exited = new Promise((resolve) => holder.once('exit', resolve))
        holder.kill('SIGKILL')
        await exited
      }
      const lock = await lockStore(path, platform)
      await lock.release()
    })
  })
}

describe('lockStore on a folder that is not there', () => {
  it('rejects, naming the path', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'leads-lock-')), 'missing', 'leads.jsonl')
    await expect(lockStore(path)).rejects.toThrow(/missing/)
    await mkdir(join(path, '..'))
    await (await lockStore(path)).release()
  })
})
