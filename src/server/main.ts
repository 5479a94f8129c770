import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { createApp } from './app'
import { loadSite } from './staticSite'

/** Production server: `PORT` (default 3000), `HOST` (default 0.0.0.0), serving `dist/client`. */
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const root = resolve(process.env.SITE_ROOT ?? 'dist/client')

const files = await loadSite(root)
const log = (entry: Record<string, unknown>) => process.stdout.write(JSON.stringify({ time: new Date().toISOString(), ...entry }) + '\n')
const server = createServer(createApp({ files, log }))
server.listen(port, host, () => log({ event: 'listening', url: `http://localhost:${port}`, files: files.size }))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
