#!/usr/bin/env node
// `npm start`: build the site when there is no build or the sources changed since, then serve it.
import { spawnSync } from 'node:child_process'
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
// The server runs in this very process, not in a child: SIGTERM/SIGINT (systemd, Docker, Ctrl-C) reach it directly
// and it shuts down gracefully; under `npm start` it also stops when npm's shell goes away (see src/app/server.ts).
process.env.SITE_ROOT ??= `${DIST}/client`
const { register } = await import('tsx/esm/api')
register()
await import('../src/app/server.ts')
