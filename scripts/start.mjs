#!/usr/bin/env node
// `npm start`: build the site when there is no build or the sources changed since, then serve it.
import { spawnSync } from 'node:child_process'

const DIST = process.env.DIST_DIR ?? 'dist'
const { register } = await import('tsx/esm/api')
register()
const { buildState } = await import('./build-inputs.ts')

const state = buildState(DIST)
if (state !== 'current') {
  console.log(state === 'stale' ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…')
  // No build daemon: `npm start` serves the site, and leaves no build process behind it.
  const result = spawnSync('npm', ['run', 'build', '--', '--no-daemon'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
// The server runs in this very process, not in a child: SIGTERM/SIGINT (systemd, Docker, Ctrl-C) reach it directly
// and it shuts down gracefully; under `npm start` it also stops when npm's shell goes away (see app/server.ts).
process.env.SITE_ROOT ??= `${DIST}/client`
await import('../app/server.ts')
