// `npm run leads`: the stored leads for the team, oldest first, from the configured store (DATABASE_URL, else
// LEADS_FILE or --file). Data-subject requests (LGPD art. 18): --find, --export and --erase EMAIL.
//   npm run leads [-- --csv] [-- --file data/leads.jsonl]
//   npm run leads -- --find ana@acme.example | --export ana@acme.example | --erase ana@acme.example
// Reading works beside a running server (and on a read-only disk); --erase on the file store takes the store's lock,
// so it is refused while a server has the file open.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { toCsv } from '../src/server/leads/csv'
import { FileLeadStore } from '../src/server/leads/fileLeadStore'
import { LEAD_COLUMNS, leadRow } from '../src/server/leads/leadRows'
import { sameEmail, type LeadStore } from '../src/server/leads/leadStore'
import { databaseUrlProblem, openLeadStore } from '../src/server/leads/openLeadStore'
import { terminalSafe, terminalSafeJson } from '../src/server/leads/terminalText'

const OPTIONS = {
  file: { type: 'string' },
  csv: { type: 'boolean' },
  find: { type: 'string' },
  export: { type: 'string' },
  erase: { type: 'string' },
} as const
const USAGE =
  'valid options: --file PATH (the JSONL store), --csv (every field, as CSV), --find EMAIL, --export EMAIL (as JSON), ' +
  '--erase EMAIL (at most one of these three)'

/** A mistake in the command line: reported with the valid options. */
class UsageError extends Error {}

type Request =
  | { action: 'list'; email: string | undefined; csv: boolean }
  | { action: 'export'; email: string }
  | { action: 'erase'; email: string }

function parseOptions(args: string[]) {
  try {
    return parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false }).values
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message.split(/\.\s/)[0]! : String(error))
  }
}

function parseRequest(args: string[]): { request: Request; file: string | undefined } {
  const values = parseOptions(args)
  const asked = (['find', 'export', 'erase'] as const).filter((name) => values[name] !== undefined)
  if (asked.length > 1) throw new UsageError(`give only one of --${asked.join(', --')}`)
  const action = asked[0]
  const email = action && values[action]!.trim()
  if (email === '') throw new UsageError(`give an e-mail address after --${action}`)
  if (values.csv && (action === 'export' || action === 'erase')) throw new UsageError(`--csv goes with a listing`)
  const request: Request =
    action === 'export' || action === 'erase'
      ? { action, email: email! }
      : { action: 'list', email, csv: values.csv === true }
  return { request, file: values.file }
}

/**
 * The store to use: the file given (or LEADS_FILE without DATABASE_URL), read-only unless erasing, and refused when
 * it is not there (a mistyped path); else PostgreSQL.
 */
async function openStore(file: string | undefined, writing: boolean): Promise<LeadStore> {
  const warn = (message: string) => console.error(`warning: ${terminalSafe(message)}`)
  const path = file ?? (process.env.DATABASE_URL ? undefined : (process.env.LEADS_FILE ?? 'data/leads.jsonl'))
  if (path === undefined) {
    const problem = databaseUrlProblem(process.env.DATABASE_URL!)
    if (problem) throw new Error(problem)
    return openLeadStore(process.env, (entry) => console.error(`warning: ${terminalSafe(JSON.stringify(entry))}`))
  }
  return writing
    ? FileLeadStore.open(resolve(path), warn, { mustExist: true })
    : FileLeadStore.openReadOnly(resolve(path), warn)
}

async function answer(store: LeadStore, request: Request): Promise<void> {
  if (request.action === 'erase') {
    const removed = await store.erase(request.email)
    console.log(
      `Erased ${removed} lead(s) of ${terminalSafe(request.email)} (and their mail records) from ${store.name}.`,
    )
    return
  }
  const { email } = request
  const rows = (await store.list())
    .filter(({ lead }) => email === undefined || sameEmail(lead.body.email, email))
    .map(leadRow)
  if (request.action === 'export') process.stdout.write(terminalSafeJson(rows) + '\n')
  else if (request.csv) process.stdout.write(toCsv(rows, LEAD_COLUMNS))
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

let store: LeadStore | undefined
try {
  const { request, file } = parseRequest(process.argv.slice(2))
  store = await openStore(file, request.action === 'erase')
  await answer(store, request)
} catch (error) {
  console.error(`✗ ${terminalSafe(error instanceof Error ? error.message : String(error))}`)
  if (error instanceof UsageError) console.error(USAGE)
  process.exitCode = error instanceof UsageError ? 2 : 1
} finally {
  await store?.close()
}
