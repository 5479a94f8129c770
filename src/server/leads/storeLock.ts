import { createHash } from 'node:crypto'
import { realpath, rm } from 'node:fs/promises'
import { createConnection, createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'

/** The lock on one store file, held for as long as this process lives or until released. */
export interface StoreLock {
  release(): Promise<void>
}

/**
 * Takes the lock of the store file at `path`, so one process at a time writes it: a socket listening on a name made
 * from the file's real path (symbolic links resolved). On Linux it is an abstract unix socket and on Windows a named
 * pipe: the kernel owns the name, there is no file anyone could delete, and it is freed when the process ends, however
 * it ends (kill -9 included). Elsewhere (macOS) it is a socket file in the temporary folder; one left by a killed
 * process answers no connection and is taken over. Rejects, naming `path`, while another process (or this one) has it.
 * An abstract name is seen only within one network namespace: containers with their own network that share the
 * store's volume do not see each other's lock (run one server per file store, or use PostgreSQL).
 */
export async function lockStore(path: string, platform: string = process.platform): Promise<StoreLock> {
  const name = `nuvora-leads-${createHash('sha256')
    .update(await realPath(path))
    .digest('hex')
    .slice(0, 24)}`
  const address =
    platform === 'linux' ? `\0${name}` : platform === 'win32' ? `\\\\?\\pipe\\${name}` : join(tmpdir(), `${name}.sock`)
  const inUse = () =>
    new Error(`${path} is in use by another process (a running server, or an erase), which holds its lock`)
  let server = await listen(address).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') return undefined
    throw error
  })
  if (!server && address.startsWith('/')) {
    if (await answers(address)) throw inUse()
    await rm(address, { force: true })
    server = await listen(address).catch(() => undefined)
  }
  if (!server) throw inUse()
  server.unref()
  const lock = server
  return { release: () => new Promise((resolve) => lock.close(() => resolve())) }
}

/** The real path of the file, or of its folder when the file is not there yet. */
async function realPath(path: string): Promise<string> {
  return realpath(path).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
    return join(await realpath(dirname(path)), basename(path))
  })
}

function listen(address: string): Promise<Server> {
  const server = createServer((connection) => connection.destroy())
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ path: address, exclusive: true }, () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}

/** Whether a process listens on the socket file (a file left by a killed process refuses the connection). */
function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createConnection(address)
    probe.once('connect', () => {
      probe.destroy()
      resolve(true)
    })
    probe.once('error', () => resolve(false))
  })
}
