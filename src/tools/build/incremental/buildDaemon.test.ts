import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { daemonAddress, daemonWanted, prebuildInDaemon } from './buildDaemon'

describe('daemonWanted', () => {
  it('is on for a developer, off in CI, with NUVORA_BUILD_DAEMON=0 or --no-daemon', () => {
    expect(daemonWanted([], {})).toBe(true)
    expect(daemonWanted([], { CI: '' })).toBe(true)
    expect(daemonWanted([], { CI: 'false' })).toBe(true)
    expect(daemonWanted([], { CI: 'true' })).toBe(false)
    expect(daemonWanted([], { CI: '1' })).toBe(false)
    expect(daemonWanted([], { NUVORA_BUILD_DAEMON: '0' })).toBe(false)
    expect(daemonWanted([], { NUVORA_BUILD_DAEMON: '1' })).toBe(true)
    expect(daemonWanted(['--no-daemon'], {})).toBe(false)
  })
})

describe('daemonAddress', () => {
  it('names one daemon per project, output folder and cache, in a folder of the temporary folder', () => {
    const one = daemonAddress('/p', '/p/dist', '/p/node_modules/.cache')
    expect(daemonAddress('/p', '/p/dist', '/p/node_modules/.cache')).toEqual(one)
    expect(daemonAddress('/p', '/p/dist-b', '/p/node_modules/.cache').socket).not.toBe(one.socket)
    expect(daemonAddress('/q', '/p/dist', '/p/node_modules/.cache').socket).not.toBe(one.socket)
    expect(daemonAddress('/p', '/p/dist', '/ci/cache').socket).not.toBe(one.socket)
    expect(one.socket.startsWith(join(tmpdir(), 'nuvora-build-'))).toBe(true)
    // A Unix socket's path has at most 107 bytes on Linux: the name adds a short one to the temporary folder.
    expect(Buffer.byteLength(basename(one.socket))).toBeLessThanOrEqual(25)
  })
})

describe('prebuildInDaemon', () => {
  let folder: string | undefined
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it('refuses a daemons folder other users can enter: they could reach its socket or plant one', async () => {
    folder = await mkdtemp(join(tmpdir(), 'daemons-'))
    await chmod(folder, 0o777)
    const address = { ...daemonAddress('/p', '/p/dist', '/c'), folder, socket: join(folder, 'x.sock') }
    const answer = await prebuildInDaemon(address, { code: 'c', content: {} })
    expect(answer).toBe(`${folder} is not a folder of this user's alone (chmod 700 it, or remove it)`)
  })
})
