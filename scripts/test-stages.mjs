#!/usr/bin/env node
// Runs the stages of a test plan in order (npm test: `test`; npm run test:quick: `quick`; .ci/run: `ci`), printing
// each stage's time as it finishes and a table of them all at the end; stops at the first stage that fails, as
// `a && b` would. Plain Node with no dependency, so .ci/run can time `npm ci` with it.
// Usage: node scripts/test-stages.mjs <test|quick|ci> [--done "<stage>=<seconds>"]…
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { constants, tmpdir } from 'node:os'
import { join } from 'node:path'

/** Each stage: the command it runs. */
const STAGES = {
  install: 'npm ci --no-audit --no-fund',
  lint: 'npm run lint',
  format: 'npm run format:check',
  typecheck: 'npm run typecheck',
  // Every image once, before anything that shows them: the integration tests' setup and the build then find them.
  images: 'npm run media',
  unit: 'npm run test:unit',
  // The unit projects alone: no server, build or database (vitest.config.ts).
  'unit (no integration)': "npm run test:unit -- --project 'unit*'",
  i18n: 'npm run i18n:check',
  build: 'npm run build',
  e2e: 'npm run test:e2e',
  'e2e contract': 'npx playwright test tests/e2e/spec-contract.spec.ts',
}

/**
 * The static checks run at once: each is mostly one thread (ESLint, Prettier, tsc), so on two cores the three take
 * about as long as ESLint alone (about 100 s one after another, 65 s at once on the 2-core machine).
 */
const CHECKS = ['lint', 'format', 'typecheck']
/**
 * A plan: stages in order; a list inside it is stages run at the same time, the next step waiting for them all. The
 * images (sharp's encoders: a cold cache's longest stage) share the two cores with the static checks, which leave
 * one of them mostly idle.
 */
const TEST = [[...CHECKS, 'images'], 'unit', 'i18n', 'build', 'e2e']
const PLANS = {
  /** Everything: the README's one test command. */
  test: TEST,
  /** Lint, types, the unit project, one build and the spec's contract: minutes, before pushing. */
  quick: [['lint', 'typecheck'], 'unit (no integration)', 'build', 'e2e contract'],
  /** A clean clone: the packages, then everything. */
  ci: ['install', ...TEST],
}

const [plan, ...rest] = process.argv.slice(2)
if (!PLANS[plan]) {
  console.error(`Usage: node scripts/test-stages.mjs <${Object.keys(PLANS).join('|')}> [--done "<stage>=<seconds>"]`)
  process.exit(2)
}

/** Stages run before this script (.ci/run's Debian packages), shown first in the table. */
const done = []
for (let index = 0; index < rest.length; index++)
  if (rest[index] === '--done') {
    const [stage, seconds] = rest[++index].split('=')
    done.push({ stage, command: '', result: '✓', wall: Number(seconds), cpu: undefined })
  }

/**
 * CPU seconds used so far by this script's finished children and their own (Linux: /proc/self/stat's cutime and
 * cstime, at 100 ticks a second); undefined elsewhere. Wall time alone misleads on a shared machine.
 */
function childCpu() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return undefined
  }
}

const seconds = (value) => (value === undefined ? '–' : `${value.toFixed(1)} s`)

/** Runs a command, its output shown as it comes; resolves to its exit code. */
function run(command) {
  return new Promise((finished) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' })
    child.on('exit', (code, signal) => finished(code ?? (signal ? 1 : 0)))
  })
}

/**
 * Runs a command beside others: its output is held and shown in one piece when it ends, so that the outputs of
 * stages running at once do not interleave. Resolves to its exit code and wall seconds.
 */
function runHeld(stage, command) {
  return new Promise((finished) => {
    const started = performance.now()
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => {
      const wall = (performance.now() - started) / 1000
      process.stdout.write(`\n▶ ${stage}: ${command}\n${Buffer.concat(output).toString()}`)
      finished({ code: code ?? (signal ? 1 : 0), wall })
    })
  })
}

/**
 * The run's own temporary folder, removed when it ends: every stage gets it as TMPDIR, so what the tests put in the
 * temporary folder (copies of the site, lead files, databases, browser profiles) is gone after the run even where a
 * test does not remove its own (the machine's /tmp held thousands of them after a few dozen runs).
 */
const scratch = mkdtempSync(join(tmpdir(), `nuvora-${plan}-`))
// Open to every user like /tmp itself: PostgreSQL runs as `postgres` and nginx's workers as their own user.
chmodSync(scratch, 0o1777)
process.env.TMPDIR = scratch
// The stages' builds leave no build daemon behind them (the incremental-build test starts and stops its own).
process.env.NUVORA_BUILD_DAEMON = '0'
/** Removes the run's temporary folder, saying how much the stages had left in it. */
function removeScratch() {
  const left = readdirSync(scratch).length
  rmSync(scratch, { recursive: true, force: true })
  return left
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    removeScratch()
    // As a shell reports a command stopped by a signal: 130 for SIGINT, 143 for SIGTERM.
    process.exit(128 + constants.signals[signal])
  })

const rows = [...done]
const runStarted = performance.now()
let failed = 0
for (const step of PLANS[plan]) {
  const stages = Array.isArray(step) ? step : [step]
  if (failed) {
    for (const stage of stages) rows.push({ stage, command: STAGES[stage], result: 'not run' })
    continue
  }
  const cpuBefore = childCpu()
  const started = performance.now()
  let results
  if (stages.length > 1) results = await Promise.all(stages.map((stage) => runHeld(stage, STAGES[stage])))
  else {
    console.log(`\n▶ ${step}: ${STAGES[step]}`)
    results = [{ code: await run(STAGES[step]) }]
  }
  const wall = (performance.now() - started) / 1000
  const cpuAfter = childCpu()
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  stages.forEach((stage, index) => {
    const { code, wall: own = wall } = results[index]
    // Stages run at once share their CPU seconds: the group's row shows them.
    const row = { stage, command: STAGES[stage], result: code === 0 ? '✓' : `✗ (exit ${code})`, wall: own }
    if (stages.length === 1) row.cpu = cpu
    rows.push(row)
    console.log(
      `${code === 0 ? '✓' : '✗'} ${stage}: ${seconds(own)}${stages.length === 1 ? ` (${seconds(cpu)} of CPU)` : ''}`,
    )
    if (code !== 0 && !failed) failed = code
  })
  if (stages.length > 1) {
    rows.push({ stage: `  (${stages.join(' + ')} at once)`, command: '', result: '', wall, cpu })
    console.log(`  ${stages.join(' + ')} at once: ${seconds(wall)} (${seconds(cpu)} of CPU)`)
  }
}

// The stages before this script, then this script's own wall time (stages run at once count once).
const total = done.reduce((sum, row) => sum + row.wall, 0) + (performance.now() - runStarted) / 1000
const table = [
  ['stage', 'result', 'time', 'CPU', 'command'],
  ...rows.map((row) => [row.stage, row.result, seconds(row.wall), seconds(row.cpu), row.command]),
  ['total', failed ? '✗' : '✓', seconds(total), '', ''],
]
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)))
console.log(`\nTest stages (${plan}):`)
for (const row of table)
  console.log(
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  )
console.log(`Temporary folder ${scratch} removed (${removeScratch()} entries left in it by the stages).`)
process.exit(failed)
