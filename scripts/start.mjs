#!/usr/bin/env node
// `npm start`: build the site when there is no build or the sources changed since, then serve it.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const DIST = process.env.DIST_DIR ?? 'dist'
const BUILD_MARKER = `${DIST}/client/index.html`
const SOURCES = [
  'src',
  'sections',
  'content',
  'pages',
  'locales',
  'public',
  'pages.config.ts',
  'vite.config.ts',
  'package-lock.json',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))))
}

const built = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
// The server runs as a child: SIGTERM/SIGINT (systemd, Docker, Ctrl-C) are passed on, so it shuts down gracefully,
// and this process exits with its code once it has.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { SITE_ROOT: `${DIST}/client`, ...process.env },
})
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
