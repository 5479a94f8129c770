#!/usr/bin/env node
// `npm start`: build the site when there is no build or a source changed since (scripts/start/staleBuild.ts), then
// serve it. The build itself redoes only what changed (scripts/build.ts).
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { register } from 'tsx/esm/api'

const DIST = process.env.DIST_DIR ?? 'dist'
register()
const { buildIsStale } = await import('./start/staleBuild.ts')
if (await buildIsStale(process.cwd(), resolve(DIST))) {
  console.log('No build yet, or the sources changed since the last one: building…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
// The server runs in this very process, not in a child: SIGTERM/SIGINT (systemd, Docker, Ctrl-C) reach it directly
// and it shuts down gracefully; under `npm start` it also stops when npm's shell goes away (see src/app/server.ts).
process.env.SITE_ROOT ??= `${DIST}/client`
await import('../src/app/server.ts')
