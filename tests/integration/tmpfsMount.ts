import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A small filesystem of its own (tmpfs), for a disk that fills up or turns read-only under the store. */
export interface TinyFilesystem {
  dir: string
  /** Remounts it read-only (what an error-remounted disk looks like). */
  readOnly: () => void
  unmount: () => Promise<void>
}

/**
 * Mounts a tmpfs of `size` (`64k`) in a new temporary folder. Needs root (or CAP_SYS_ADMIN): where mounting is not
 * permitted it returns the reason instead, for the test to skip with.
 */
export async function mountTinyFilesystem(size: string): Promise<TinyFilesystem | string> {
  const dir = await mkdtemp(join(tmpdir(), 'tiny-fs-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' })
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim()
    return `mounting a tmpfs is not permitted here (${stderr || String(error)})`
  }
  return {
    dir,
    readOnly: () => execFileSync('mount', ['-o', 'remount,ro', dir], { stdio: 'pipe' }),
    unmount: async () => {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' })
      await rm(dir, { recursive: true, force: true })
    },
  }
}
