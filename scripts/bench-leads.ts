// `npm run bench` (second part): lead intake under load, for each store: posts per second and p99 latency at
// 50 concurrent posts on loopback, and a check that every acknowledged lead is stored exactly once.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openLeadStore } from '../src/server/leads/openLeadStore'
import { PG_BIN, startPgCluster } from '../tests/integration/pgCluster'
import { startServer, tinySite, validBodies } from '../tests/integration/serverProcess'

const LOAD = { posts: 2000, concurrency: 50 }

async function measure(name: string, env: Record<string, string>): Promise<boolean> {
  const server = await startServer({ SITE_ROOT: await tinySite(), LEADS_RATE_PER_MINUTE: '1000000', ...env })
  const acknowledged: string[] = []
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  try {
    await Promise.all(
      Array.from({ length: LOAD.concurrency }, async () => {
        while (next < LOAD.posts) {
          const index = next++
          const sent = performance.now()
          const response = await fetch(`${server.url}/api/mail/contact`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...validBodies.lead, name: `Lead ${index}`, email: `lead${index}@example.com` }),
          })
          latencies.push(performance.now() - sent)
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id)
        }
      }),
    )
  } finally {
    await server.stop()
  }
  const seconds = (performance.now() - started) / 1000
  const store = await openLeadStore(env, () => {})
  const stored = (await store.list()).map(({ lead }) => lead.id)
  await store.close()
  const counts = new Map<string, number>()
  for (const id of stored) counts.set(id, (counts.get(id) ?? 0) + 1)
  const exactlyOnce = acknowledged.length === LOAD.posts && acknowledged.every((id) => counts.get(id) === 1)
  const p99 = latencies.sort((a, b) => a - b)[Math.floor(latencies.length * 0.99)]!
  console.log(
    `  ${name.padEnd(11)} ${Math.round(acknowledged.length / seconds)} posts/s, p99 ${p99.toFixed(0)} ms, ` +
      `${acknowledged.length} × 201, ${exactlyOnce ? 'every one stored exactly once' : '✗ MISMATCH'}`,
  )
  return exactlyOnce
}

console.log(`Lead intake: ${LOAD.posts} posts, ${LOAD.concurrency} at a time (loopback)`)
let ok = await measure('file', { LEADS_FILE: join(await mkdtemp(join(tmpdir(), 'bench-leads-')), 'leads.jsonl') })
if (PG_BIN) {
  const cluster = await startPgCluster()
  try {
    ok = (await measure('postgresql', { DATABASE_URL: cluster.url })) && ok
  } finally {
    await cluster.stop()
  }
} else console.log('  postgresql  skipped: no PostgreSQL installed (apt-get install postgresql)')
process.exit(ok ? 0 : 1)
