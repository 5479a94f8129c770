#!/usr/bin/env node
// Runs the stages of a test plan in order (npm test: `test`; npm run test:quick: `quick`; .ci/run: `ci`), printing
// each stage's time as it finishes and a table of them all at the end; stops at the first stage that fails, as
// `a && b` would. Plain Node with no dependency, so .ci/run can time `npm ci` with it.
// Usage: node scripts/test-stages.mjs <test|quick|ci> [--done "<stage>=<seconds>"]…
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

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

const TEST = ['lint', 'format', 'typecheck', 'images', 'unit', 'i18n', 'build', 'e2e']
const PLANS = {
  /** Everything: the README's one test command. */
  test: TEST,
  /** Lint, types, the unit project, one build and the spec's contract: minutes, before pushing. */
  quick: ['lint', 'typecheck', 'unit (no integration)', 'build', 'e2e contract'],
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

function run(command) {
  return new Promise((finished) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' })
    child.on('exit', (code, signal) => finished(code ?? (signal ? 1 : 0)))
  })
}

const rows = [...done]
let failed = 0
for (const stage of PLANS[plan]) {
  const command = STAGES[stage]
  if (failed) {
    rows.push({ stage, command, result: 'not run' })
    continue
  }
  console.log(`\n▶ ${stage}: ${command}`)
  const cpuBefore = childCpu()
  const started = performance.now()
  const code = await run(command)
  const wall = (performance.now() - started) / 1000
  const cpuAfter = childCpu()
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  const result = code === 0 ? '✓' : `✗ (exit ${code})`
  rows.push({ stage, command, result, wall, cpu })
  console.log(`${code === 0 ? '✓' : '✗'} ${stage}: ${seconds(wall)} (${seconds(cpu)} of CPU)`)
  if (code !== 0) failed = code
}

const total = rows.reduce((sum, row) => sum + (row.wall ?? 0), 0)
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
process.exit(failed)
