#!/usr/bin/env node
// `npm start`: build the site when there is no build or the sources changed since, then serve it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const BUILD_MARKER = 'dist/client/index.html'
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
const server = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' })
process.exit(server.status ?? 0)
