// `npm run leads`: the stored leads for the team, oldest first, from the configured store (DATABASE_URL, else
// LEADS_FILE or --file). Data-subject requests (LGPD art. 18): --find, --export and --erase EMAIL.
//   npm run leads [-- --csv] [-- --file data/leads.jsonl]
//   npm run leads -- --find ana@acme.example | --export ana@acme.example | --erase ana@acme.example
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { toCsv } from '../src/server/leads/csv'
import { LEAD_COLUMNS, leadRow } from '../src/server/leads/leadRows'
import { sameEmail } from '../src/server/leads/leadStore'
import { openLeadStore } from '../src/server/leads/openLeadStore'
import { terminalSafe, terminalSafeJson } from '../src/server/leads/terminalText'

const args = process.argv.slice(2)
const option = (name: string) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? '') : undefined)
const file = option('--file')
const env = { ...process.env, ...(file ? { LEADS_FILE: file, DATABASE_URL: '' } : {}) }
const store = await openLeadStore(env, (entry) => console.error(`warning: ${terminalSafe(JSON.stringify(entry))}`))

try {
  const erase = option('--erase')
  const email = option('--find') ?? option('--export') ?? erase
  if (email === '') throw new Error('give an e-mail address after --find, --export or --erase')
  if (erase) {
    refuseWhileServerRuns(store.name)
    const removed = await store.erase(erase)
    console.log(`Erased ${removed} lead(s) of ${terminalSafe(erase)} (and their mail records) from ${store.name}.`)
  } else {
    const leads = (await store.list()).filter(({ lead }) => email === undefined || sameEmail(lead.body.email, email))
    const rows = leads.map(leadRow)
    if (option('--export') !== undefined) process.stdout.write(terminalSafeJson(rows) + '\n')
    else if (args.includes('--csv')) process.stdout.write(toCsv(rows, LEAD_COLUMNS))
    else if (rows.length === 0) console.log(`No leads${email ? ` of ${terminalSafe(email)}` : ''} in ${store.name}.`)
    else {
      for (const row of rows)
        console.log(
          terminalSafe(
            `${row.receivedAt}  ${row.kind!.padEnd(9)} ${row.mail!.padEnd(18)} ${row.spam ? '[spam] ' : ''}${row.name ?? ''} <${row.email ?? ''}> ${row.phone ?? ''}`,
          ),
        )
      console.log(`\n${rows.length} lead(s) in ${store.name}. Use --csv for every field.`)
    }
  }
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await store.close()
}

/**
 * The file store is rewritten atomically, but a running server keeps appending to the file it opened: stop it first
 * (its pid is in `<file>.pid`). PostgreSQL needs no such care.
 */
function refuseWhileServerRuns(name: string) {
  if (!name.startsWith('file ')) return
  const pidFile = `${resolve(name.slice(5))}.pid`
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8'))
  try {
    process.kill(pid, 0)
  } catch {
    return
  }
  throw new Error(`the server (pid ${pid}) is using ${name.slice(5)}: stop it, erase, then start it again`)
}
