// `npm run leads [-- --csv] [-- --file data/leads.jsonl]`: the stored leads for the team, newest last.
import { resolve } from 'node:path'
import { LeadStore } from '../src/server/leads/leadStore'
import { mailStates } from '../src/server/leads/outbox'
import { toCsv } from '../src/server/leads/csv'

const args = process.argv.slice(2)
const fileAt = args.indexOf('--file')
const file = resolve(fileAt >= 0 ? args[fileAt + 1]! : (process.env.LEADS_FILE ?? 'data/leads.jsonl'))
const store = await LeadStore.open(file, (message) => console.error(`warning: ${message}`))
const mail = mailStates(store)
const rows: Array<Record<string, string>> = store.leads().map((lead) => ({
  id: lead.id,
  receivedAt: lead.receivedAt,
  kind: lead.kind,
  locale: lead.locale,
  spam: lead.spam ? 'yes' : '',
  mail: lead.spam ? 'never' : mail.get(lead.id)?.sent ? 'sent' : `pending (${mail.get(lead.id)?.attempts ?? 0} tries)`,
  ...lead.body,
}))
await store.close()

if (args.includes('--csv')) {
  process.stdout.write(toCsv(rows))
} else if (rows.length === 0) {
  console.log(`No leads in ${file}.`)
} else {
  for (const row of rows)
    console.log(
      `${row.receivedAt}  ${row.kind!.padEnd(9)} ${row.mail!.padEnd(18)} ${row.spam ? '[spam] ' : ''}${row.name ?? ''} <${row.email ?? ''}> ${row.phone ?? ''}`,
    )
  console.log(`\n${rows.length} lead(s) in ${file}. Use --csv for every field.`)
}
