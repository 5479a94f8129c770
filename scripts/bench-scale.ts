// `npm run bench`, last part: does the build cost grow with the site, and never faster? In a scratch copy of the
// sources (node_modules linked, never committed), it adds 500 generated news articles in the format of
// content/news/, extracts and (for the bench only) "translates" their messages with the source text, runs each
// build there, with the social-card and compression caches empty as on a fresh clone, and prints each build's CPU
// seconds beside its time: the site as it is (83 pages), then with the articles (~1,600 pages), again after
// `rm -rf dist` with the caches kept as CI keeps them (judged: ≤ 60 CPU-s; the build daemon started by it), and
// incremental builds after nothing changed (≤ 5 % of that build's CPU) and after one edit of each kind (an article,
// an image, a PO string, a page file: ≤ 15 %, the median of three), the warm build daemon's CPU counted in each; then PO size per locale and the JavaScript the home and an article download, against the
// repository's own build (`npm run build` first), served on PORT when it is given.
// Run with `node --import tsx scripts/bench-scale.ts`; BENCH_ARTICLES=<n> changes how many articles it adds.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { buildCacheDir } from '../src/tools/build/cacheDirs'
import { javascriptDownloads, totalKb } from '../tests/e2e/javascriptDownloads'
import { startServer } from '../tests/integration/serverProcess'
import { generateArticles } from './benchArticles'
import { copySources } from './benchCopy'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 500)
/** The full build's target at ~1,600 pages, judged in CPU seconds: within them, one idle core builds it in time. */
const TARGET_S = 60
const REFERENCE = `${process.env.DIST_DIR ?? 'dist'}/client`
const ARTICLE_URL = '/pt-br/noticias/fabrica-de-software-nuvora-amplia-atuacao-com-fintechs'
const LIST_URL = '/pt-br/noticias'
const GENERATED_EXTRACT = 'bench-fill-translations.ts'

/** The bench's stand-in for translators: every untranslated message gets its source text (scratch copy only). */
const FILL_TRANSLATIONS = `import { LOCALES } from './src/i18n/locales'
import { readCatalog, writeCatalog } from './scripts/i18n/catalogs'

export default async function fill(): Promise<number> {
  for (const locale of LOCALES) {
    const catalog = await readCatalog(locale)
    for (const entry of Object.values(catalog)) if (!entry.obsolete && !entry.translation) entry.translation = entry.message
    await writeCatalog(locale, catalog)
  }
  return 0
}
`

/**
 * The edits an incremental build is timed after, one of each kind the issue names, each touching few pages. Each
 * runs `ROUNDS` times (`round`: 1, 2, …), each round's edit another than the last.
 */
const EDITS: Array<{ name: string; change: (root: string, round: number) => Promise<void> }> = [
  {
    name: 'one article (its source link)',
    change: async (root, round) =>
      replaceIn(
        root,
        'content/news/artigo-gerado-0007.ts',
        /jornal\.example\/(edicao-\d+\/)?/,
        `jornal.example/edicao-${round}/`,
      ),
  },
  {
    name: 'one image (a portrait, darker)',
    change: async (root) => {
      const portrait = join(root, 'content/media/people/camila-duarte.png')
      writeFileSync(portrait, await sharp(readFileSync(portrait)).modulate({ brightness: 0.9 }).toBuffer())
    },
  },
  {
    name: 'one PO string (an en-us heading)',
    change: async (root, round) =>
      replaceIn(
        root,
        'locales/en-us/messages.po',
        /msgstr "1\. (The )?[Dd]ata we collect"/,
        round % 2 ? 'msgstr "1. The data we collect"' : 'msgstr "1. Data we collect"',
      ),
  },
  {
    name: 'one page file (a button of the thank-you page)',
    change: async (root, round) =>
      replaceIn(
        root,
        'pages/thank-you.ts',
        /href: '\/(noticias|contato)'/,
        `href: '${round % 2 ? '/contato' : '/noticias'}'`,
      ),
  },
]

/** How many times each edit is timed: its median is judged (a warm daemon's first build also warms its JIT). */
const ROUNDS = 3

if (!existsSync(join(REFERENCE, 'index.html'))) {
  console.error(`No build in ${REFERENCE}: run \`npm run build\` first.`)
  process.exit(1)
}
const scratch = mkdtempSync(join(tmpdir(), 'bench-scale-'))
// The copy's social-card and compression caches start empty, as on a fresh clone (the measure); its images
// come from the checkout's cache (npm run media makes them before any build on CI).
const caches = {
  BUILD_CACHE_DIR: join(scratch, '.bench-caches'),
  MEDIA_CACHE_DIR: process.env.MEDIA_CACHE_DIR || buildCacheDir('media'),
}
let failed = false
try {
  copySources(scratch)
  writeFileSync(join(scratch, GENERATED_EXTRACT), FILL_TRANSLATIONS)
  console.log(`Scale bench in ${scratch} (CPU seconds of every process: on a shared machine, judge those)`)

  const small = build('full build, the site as it is, caches empty', '--clean', '--no-daemon')
  generateArticles(scratch, ARTICLES)
  console.log(`  + ${ARTICLES} generated articles`)
  for (const [name, command] of [
    ['i18n:extract (bench only)', 'node scripts/run.mjs scripts/i18n-extract.ts'],
    ['fill translations (bench only)', `node scripts/run.mjs ${GENERATED_EXTRACT}`],
  ] as const)
    report(name, timed(command, scratch))
  const full = build('full build, caches empty', '--clean', '--no-daemon')
  rmSync(join(scratch, 'dist'), { recursive: true, force: true })
  // The build daemon starts here, from nothing: its CPU is this build's, as a fresh clone's first build pays it.
  const warm = build('full build after rm -rf dist (caches kept)')

  console.log('\nIncremental builds (CPU against the full build with its caches kept):')
  const within = (run: Timed, limit: number, name: string) => {
    const share = run.cpu / warm.cpu
    failed ||= share > limit
    console.log(
      `  ${name.padEnd(62)} ${pad(run.cpu)} CPU-s ${pad(run.seconds)} s  ${(share * 100).toFixed(1).padStart(5)} %  ` +
        `${share <= limit ? '✓' : '✗'} (≤ ${limit * 100} %)  ${renderedOf(run.output)}`,
    )
  }
  within(build(), 0.05, 'nothing changed')
  // The kinds in turn, round after round: each kind's median of `ROUNDS` builds.
  const runs = new Map<string, Timed[]>(EDITS.map(({ name }) => [name, []]))
  for (let round = 1; round <= ROUNDS; round += 1)
    for (const { name, change } of EDITS) {
      await change(scratch, round)
      runs.get(name)!.push(build())
    }
  for (const [name, timed] of runs) {
    const sorted = [...timed].sort((a, b) => a.cpu - b.cpu)
    console.log(`      ${name}: ${timed.map((run) => run.cpu.toFixed(1)).join(', ')} CPU-s`)
    within(sorted[Math.floor(sorted.length / 2)]!, 0.15, `${name}, median of ${ROUNDS}`)
  }

  const site = join(scratch, 'dist', 'client')
  const pages = htmlFiles(site).length
  const referencePages = htmlFiles(REFERENCE).length
  const overCpu = warm.cpu > TARGET_S
  failed ||= overCpu
  console.log(
    `\nBuild CPU: ${referencePages} pages ${small.cpu.toFixed(1)} CPU-s (${small.seconds.toFixed(1)} s); ` +
      `${pages} pages ${full.cpu.toFixed(1)} CPU-s with empty caches (${full.seconds.toFixed(1)} s), ` +
      `${warm.cpu.toFixed(1)} CPU-s with the caches kept (${warm.seconds.toFixed(1)} s, ${((warm.cpu / pages) * 1000).toFixed(0)} ms per page); ` +
      `peak RSS ${full.peakMb.toFixed(0)} MB` +
      (overCpu
        ? `  ✗ over ${TARGET_S} CPU-s`
        : `  ✓ within ${TARGET_S} CPU-s (so within ${TARGET_S} s on one idle core)`),
  )
  console.log('PO size per locale:')
  for (const locale of readdirSync(join(scratch, 'locales'))) {
    const here = statSync(join(scratch, 'locales', locale, 'messages.po')).size
    const before = statSync(join('locales', locale, 'messages.po')).size
    console.log(`  ${locale.padEnd(8)} ${kb(before)} → ${kb(here)}`)
  }
  console.log(`JavaScript downloaded by Chromium (gzip), ${referencePages} → ${pages} pages:`)
  const sizes = await downloadedKb([REFERENCE, site], ['/pt-br', ARTICLE_URL])
  for (const url of ['/pt-br', ARTICLE_URL]) {
    const [before, after] = [sizes.get(`0 ${url}`)!, sizes.get(`1 ${url}`)!]
    const same = Math.abs(after - before) <= 1
    failed ||= !same
    console.log(`  ${url.padEnd(70)} ${before} KB → ${after} KB  ${same ? '✓' : '✗ grows with the site'}`)
  }
  // Measured even when the build already failed its target (`||=` would skip the call).
  const listBounded = newsListBounded(REFERENCE, site)
  failed ||= !listBounded
} finally {
  timed('npm run build -- --stop-daemon', scratch)
  rmSync(scratch, { recursive: true, force: true })
}
console.log(failed ? '\n✗ costs grow faster than the site' : '\n✓ costs grow with the site, never faster')
process.exit(failed ? 1 : 0)

interface Timed {
  seconds: number
  /**
   * User and system CPU seconds of the command and every process it waited for (GNU time), and those the build
   * daemon reported for it (a process of its own, which GNU time does not see).
   */
  cpu: number
  peakMb: number
  output: string
}

/** `npm run build` in the scratch copy, its figures printed under `name` when given. */
function build(name?: string, ...args: string[]): Timed {
  const run = timed(['npm run build', ...(args.length > 0 ? ['--', ...args] : [])].join(' '), scratch)
  if (name) {
    report(name, run)
    for (const line of run.output.split('\n'))
      if (/^\s*step |social cards|build daemon:/.test(line)) console.log(`      ${line.trim().slice(0, 240)}`)
  }
  return run
}

function report(name: string, run: Timed): void {
  console.log(
    `  ${name.padEnd(52)} ${pad(run.cpu)} CPU-s ${pad(run.seconds)} s  peak ${run.peakMb.toFixed(0).padStart(5)} MB`,
  )
}

function pad(value: number): string {
  return value.toFixed(1).padStart(6)
}

/** What an incremental build printed it rendered and kept. */
function renderedOf(output: string): string {
  return /\d+ URLs rendered, \d+ kept/.exec(output)?.[0] ?? (/nothing changed/.test(output) ? 'nothing to do' : '')
}

/** Runs `command` in `cwd`: its wall time, CPU seconds and the peak RSS of its largest process (GNU time). */
function timed(command: string, cwd: string): Timed {
  if (!existsSync('/usr/bin/time')) throw new Error('The scale bench needs GNU time (/usr/bin/time; Debian: time)')
  const start = performance.now()
  // The scratch copy builds into its own dist/, whatever DIST_DIR the bench was started with; npm's PATH.
  const result = spawnSync('/usr/bin/time', ['-f', 'BENCH_TIME=%M %U %S', 'sh', '-c', command], {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      ...caches,
      DIST_DIR: 'dist',
      PATH: `${join(cwd, 'node_modules', '.bin')}:${process.env.PATH}`,
    },
    maxBuffer: 1 << 28,
  })
  const seconds = (performance.now() - start) / 1000
  const output = `${result.stdout}${result.stderr}`
  if (result.status !== 0) throw new Error(`\`${command}\` failed in ${cwd}:\n${output.slice(-4000)}`)
  const [peakKb, user, system] = (/BENCH_TIME=(\d+) ([\d.]+) ([\d.]+)/.exec(result.stderr) ?? []).slice(1).map(Number)
  const daemon = Number(/build daemon: [^\n]*?([\d.]+) CPU-s/.exec(output)?.[1] ?? 0)
  return { seconds, cpu: user! + system! + daemon, peakMb: peakKb! / 1024, output }
}

function replaceIn(root: string, file: string, from: RegExp, to: string): void {
  const path = join(root, file)
  const text = readFileSync(path, 'utf8')
  if (!from.test(text)) throw new Error(`${file} no longer holds ${from}: update the scale bench's edits`)
  writeFileSync(path, text.replace(from, to))
}

function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
}

/**
 * What Chromium downloads on each of `urls` of each site root, in KB of gzip (tests/e2e/javascriptDownloads.ts, the
 * measure of `npm run bench`'s first part), keyed `<root index> <url>`; each root served by the production server.
 */
async function downloadedKb(roots: string[], urls: string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>()
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  try {
    for (const [index, root] of roots.entries()) {
      // On the port the bench is given (PORT), one server after the other; else on a free one.
      const port: Record<string, string> = process.env.PORT ? { PORT: process.env.PORT } : {}
      const server = await startServer({ SITE_ROOT: root, LEADS_FILE: join(scratch, `leads-${index}.jsonl`), ...port })
      try {
        for (const url of urls) {
          const page = await browser.newPage()
          sizes.set(`${index} ${url}`, totalKb(await javascriptDownloads(page, server.url + url)))
          await page.close()
        }
      } finally {
        await server.stop()
      }
    }
  } finally {
    await browser.close()
  }
  return sizes
}

/**
 * The news list's first page, HTML and page data, on each site: it holds one page of articles (`pageSize`), so at
 * most the 12 of a full page against the repository's 5 (before pagination: 1.33 MB of HTML and 922 KB of data).
 */
function newsListBounded(reference: string, site: string): boolean {
  const bytes = (root: string) => {
    const html = readFileSync(join(root, LIST_URL, 'index.html'), 'utf8')
    const data = /"page":"(\/assets\/data\/[^"]+)"/.exec(html)?.[1]
    return { html: html.length, data: data ? statSync(join(root, data)).size : 0 }
  }
  const [small, large] = [bytes(reference), bytes(site)]
  const pages = 1 + readdirSync(join(site, LIST_URL)).filter((name) => /^\d+$/.test(name)).length
  const bounded = large.html + large.data <= 3 * (small.html + small.data)
  console.log(
    `News list ${LIST_URL} (page 1 of ${pages}): HTML ${kb(small.html)} → ${kb(large.html)}, page data ` +
      `${kb(small.data)} → ${kb(large.data)}  ${bounded ? '✓ one page of articles' : '✗ grows with the site'}`,
  )
  return bounded
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}
