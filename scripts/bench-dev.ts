// `npm run bench`, the edit loop (issue 36): how long `npm run dev` takes to its first page with a warm Vite cache
// (the median of 5 starts), and how long a saved page file and a saved PO file take to show in the open tab (hot
// update, no reload), the median of 10 each, on the site as it is and with 500 generated articles more
// (BENCH_ARTICLES=<n>). In a scratch copy of the sources (node_modules linked), so nothing is changed here. Each
// figure comes with the CPU seconds the dev server spent, as the machine may be shared. Run with
// `node --import tsx scripts/bench-dev.ts`; BENCH_PORT=<n> makes the dev server listen on that port (else a free one).
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium, type Page } from '@playwright/test'
import { freePort } from '../tests/integration/serverProcess'
import { generateArticles } from './benchArticles'
import { copySources } from './benchCopy'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 500)
const EDITS = 10
/** Warm starts measured: this machine's start varies by a second from one to the next, so their median is judged. */
const STARTS = 5
const HMR_TARGET_MS = 300
/** First page with a warm cache: at the site's size, and with the generated articles. */
const FIRST_PAGE_TARGET_S = { base: 5, large: 8 }
const PAGE = '/pt-br/contato'
const PAGE_FILE = 'pages/contact.ts'
const PO_PAGE = '/en-us/contato'
const PO_FILE = 'locales/en-us/messages.po'
/** Linux counts CPU time in ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100

let failed = false
for (const [label, articles] of [
  ['the site as it is', 0],
  [`+${ARTICLES} articles`, ARTICLES],
] as const) {
  const scratch = scratchCopy(articles)
  try {
    console.log(`\nDev server, ${label} (${scratch}):`)
    // The first start fills Vite's dependency cache and the build cache; the next ones are measured (warm).
    await (await startDev(scratch)).stop()
    const warm: Array<{ wall: number; cpu: number }> = []
    for (let start = 1; start < STARTS; start++) {
      const each = await startDev(scratch)
      warm.push({ wall: each.firstPageS, cpu: each.firstPageCpuS })
      await each.stop()
    }
    const dev = await startDev(scratch)
    warm.push({ wall: dev.firstPageS, cpu: dev.firstPageCpuS })
    const target = articles === 0 ? FIRST_PAGE_TARGET_S.base : FIRST_PAGE_TARGET_S.large
    const [wall, cpu] = [median(warm.map((each) => each.wall)), median(warm.map((each) => each.cpu))]
    console.log(`  warm starts: ${warm.map((each) => `${each.wall.toFixed(1)} s`).join(', ')}`)
    failed = report(`first page (warm, median of ${STARTS})`, wall, cpu, target, 's') || failed
    try {
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
      const page = await browser.newPage()
      for (const [name, url, file, edit] of [
        ['page file', PAGE, PAGE_FILE, editPageFile],
        ['PO file', PO_PAGE, PO_FILE, editPoFile],
      ] as const) {
        const { medianMs, cpuS, reloaded } = await hotUpdates(page, dev, `${dev.url}${url}`, join(scratch, file), edit)
        failed = report(`hot update, ${name} (median of ${EDITS})`, medianMs, cpuS, HMR_TARGET_MS, 'ms') || failed
        if (reloaded) console.log(`    ✗ the page reloaded`)
        failed = reloaded || failed
      }
      await browser.close()
    } finally {
      await dev.stop()
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}
console.log(failed ? '\n✗ the edit loop misses a target' : '\n✓ the edit loop meets its targets')
process.exit(failed ? 1 : 0)

/** Prints one figure against its target, with the dev server's CPU seconds; answers whether it missed. */
function report(what: string, value: number, cpuS: number, target: number, unit: 'ms' | 's'): boolean {
  const missed = value > target
  const shown = unit === 'ms' ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} s`
  const judged = missed ? `✗ over ${target} ${unit}` : `✓ within ${target} ${unit}`
  console.log(`  ${what.padEnd(40)} ${shown.padStart(9)}  (${cpuS.toFixed(2)} CPU-s)  ${judged}`)
  return missed
}

/** A copy of the sources with `articles` generated news articles more. */
function scratchCopy(articles: number): string {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-dev-'))
  copySources(scratch)
  if (articles > 0) generateArticles(scratch, articles)
  return scratch
}

interface Dev {
  url: string
  firstPageS: number
  firstPageCpuS: number
  /** CPU seconds the dev server has used so far. */
  cpuS: () => number
  /** The end of what the dev server printed, for a failure's message. */
  output: () => string
  stop: () => Promise<void>
}

/** `vike dev` in `root` (what `npm run dev` runs), timed from its start to its first page's HTML. */
async function startDev(root: string): Promise<Dev> {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort()
  const url = `http://localhost:${port}`
  const started = performance.now()
  const child = spawn(process.execPath, [join(root, 'node_modules/vike/bin.js'), 'dev', '--port', String(port)], {
    cwd: root,
    env: {
      ...process.env,
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      NO_COLOR: '1',
      // Its own dependency cache, as the integration tests' dev servers have: the copy's node_modules is the
      // checkout's, and a dev server of another copy or config would re-optimize a shared cache between the two
      // starts, so the measured start would not find it warm.
      VITE_CONFIG: JSON.stringify({ cacheDir: join(root, '.vite-cache') }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const cpuS = () => cpuSeconds(child)
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`vike dev exited with ${child.exitCode} in ${root}`)
      const answer = await fetch(`${url}${PAGE}`).catch(() => undefined)
      if (answer?.ok && (await answer.text()).includes('id="page-data"')) break
      if (performance.now() - started > 300_000) throw new Error(`no first page from ${url} in 300 s`)
      await sleep(50)
    }
  } catch (error) {
    await stop(child)
    throw error
  }
  const firstPageS = (performance.now() - started) / 1000
  return { url, firstPageS, firstPageCpuS: cpuS(), cpuS, output: () => output, stop: () => stop(child) }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const killed = sleep(5_000).then(() => child.kill('SIGKILL'))
  await Promise.race([exited, killed])
}

/** CPU seconds (user and system) the process has used, from /proc. */
function cpuSeconds(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  // After the command's name: utime and stime are the 12th and 13th fields.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

type Edit = (text: string, round: number) => { text: string; shows: string }

/** Round `round` of the page file: the contact page's title, a new word each time. */
function editPageFile(text: string, round: number): ReturnType<Edit> {
  const shows = `Fale com a gente ${round}`
  return { text: text.replace('msg`Fale com a gente`', `msg\`${shows}\``), shows }
}

/** Round `round` of the PO file: the English title of the contact page. */
function editPoFile(text: string, round: number): ReturnType<Edit> {
  const shows = `Talk to us ${round}`
  return {
    text: text.replace('msgid "Fale com a gente"\nmsgstr "Talk to us"', `msgid "Fale com a gente"\nmsgstr "${shows}"`),
    shows,
  }
}

/**
 * Saves `file` `EDITS` times, each time waiting until the page's heading shows the edit: the median time from the
 * save to the change on screen, the dev server's CPU seconds per edit, and whether the page reloaded meanwhile.
 */
async function hotUpdates(page: Page, dev: Dev, url: string, file: string, edit: Edit) {
  const original = readFileSync(file, 'utf8')
  // The page follows edits once it has asked the dev server for its status (`src/tools/devPreview/client/followEdits.ts`).
  const following = page.waitForResponse((response) => response.url().includes('/__preview/page'), { timeout: 120_000 })
  await page.goto(url, { timeout: 120_000 })
  await following
  await page.waitForFunction(
    () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
    undefined,
    { timeout: 120_000 },
  )
  await page.evaluate(() => ((window as { reloadMark?: number }).reloadMark = 1))
  const times: number[] = []
  const cpuBefore = dev.cpuS()
  try {
    for (let round = 1; round <= EDITS; round++) {
      const { text, shows } = edit(original, round)
      const saved = performance.now()
      writeFileSync(file, text)
      await page
        .waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, shows, {
          polling: 'raf',
          timeout: 30_000,
        })
        .catch((error: unknown) => {
          throw new Error(`${(error as Error).message}\nThe dev server printed:\n${dev.output()}`)
        })
      times.push(performance.now() - saved)
      // Past the file watcher's debounce, so each save is its own event.
      await sleep(300)
    }
  } finally {
    writeFileSync(file, original)
  }
  const reloaded = !(await page.evaluate(() => (window as { reloadMark?: number }).reloadMark === 1))
  return { medianMs: median(times), cpuS: (dev.cpuS() - cpuBefore) / EDITS, reloaded }
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2
}
