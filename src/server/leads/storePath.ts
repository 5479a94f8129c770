import type { Stats } from 'node:fs'
import { mkdir, stat } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'

/**
 * Creates `folder` and its missing parents, one level at a time from the nearest one that exists. Node 20's
 * `mkdir(…, { recursive: true })` never returns where a level cannot be made (it loops under /proc); this fails at
 * once, naming the folder it could not create and why.
 */
export async function makeFolder(folder: string): Promise<void> {
  const missing: string[] = []
  for (let level = resolve(folder); ; level = dirname(level)) {
    const stats = await statOf(level)
    if (stats && !stats.isDirectory()) throw new Error(`${level} is not a folder`)
    if (stats || dirname(level) === level) break
    missing.unshift(level)
  }
  for (const level of missing)
    await mkdir(level).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST' || !(await statOf(level))?.isDirectory())
        throw new Error(`cannot create the folder ${level} (${error.message})`)
    })
}

/**
 * Checks that the store at `path` is a regular file (a folder fails to read; a named pipe or a device would block
 * or never end), or is missing and `mustExist` is false.
 */
export async function checkStoreFile(path: string, mustExist: boolean): Promise<void> {
  const stats = await statOf(path)
  if (!stats && mustExist) throw new Error(`there is no lead store at ${path} (no such file)`)
  if (stats && !stats.isFile()) throw new Error(`${path} is not a regular file (${kindOf(stats)})`)
}

/** Its stats, or undefined when nothing is there (other errors, such as EACCES, are thrown). */
async function statOf(path: string): Promise<Stats | undefined> {
  return stat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined
    throw error
  })
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder'
  if (stats.isFIFO()) return 'a named pipe'
  if (stats.isSocket()) return 'a socket'
  return 'a device'
}
