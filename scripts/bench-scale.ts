// `npm run bench`, last part: does the build cost grow with the site, and never faster? In a scratch copy of the
// sources (node_modules linked, never committed), it adds 500 generated news articles in the format of
// content/news/, extracts and (for the bench only) "translates" their messages with the source text, runs each
// step of `npm run build` there and prints pages, time per step and per page, peak memory, PO size per locale and
// the JavaScript the home and an article download, against the repository's own build (`npm run build` first).
// Run with `node --import tsx scripts/bench-scale.ts`; BENCH_ARTICLES=<n> changes how many articles it adds.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { chromium } from '@playwright/test'
import { javascriptDownloads, totalKb } from '../tests/e2e/javascriptDownloads'
import { startServer } from '../tests/integration/serverProcess'
import { generateArticles } from './benchArticles'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 500)
const TARGET_S = 60
const REFERENCE = `${process.env.DIST_DIR ?? 'dist'}/client`
const ARTICLE_URL = '/pt-br/noticias/fabrica-de-software-nuvora-amplia-atuacao-com-fintechs'
/** Folders of the checkout that are outputs or tools, not sources. */
const SKIP = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'data'])
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

if (!existsSync(join(REFERENCE, 'index.html'))) {
  console.error(`No build in ${REFERENCE}: run \`npm run build\` first.`)
  process.exit(1)
}
const scratch = mkdtempSync(join(tmpdir(), 'bench-scale-'))
let failed = false
try {
  cpSync('.', scratch, {
    recursive: true,
    filter: (source) => {
      const top = relative('.', source).split('/')[0]!
      return !SKIP.has(top) && !top.startsWith('dist')
    },
  })
  symlinkSync(join(process.cwd(), 'node_modules'), join(scratch, 'node_modules'), 'dir')
  generateArticles(scratch, ARTICLES)
  console.log(`Scale bench: ${ARTICLES} generated articles in ${scratch}`)

  const steps: Array<[string, string]> = [
    ['i18n:extract (bench only)', 'node scripts/run.mjs scripts/i18n-extract.ts'],
    ['fill translations (bench only)', `node scripts/run.mjs ${GENERATED_EXTRACT}`],
  ]
  writeFileSync(join(scratch, GENERATED_EXTRACT), FILL_TRANSLATIONS)
  const build = JSON.parse(readFileSync(join(scratch, 'package.json'), 'utf8')).scripts.build as string
  const buildSteps = build.split(' && ').map((command): [string, string] => [command, command])
  let buildSeconds = 0
  let buildPeakMb = 0
  for (const [name, command] of [...steps, ...buildSteps]) {
    const { seconds, peakMb, output } = timed(command, scratch)
    console.log(`  ${name.padEnd(60)} ${seconds.toFixed(1).padStart(7)} s  peak ${peakMb.toFixed(0).padStart(5)} MB`)
    const precompressed = /\d+ files precompressed[^\n]*/.exec(output)
    if (precompressed) console.log(`    ${precompressed[0]}`)
    if (buildSteps.some(([step]) => step === name)) {
      buildSeconds += seconds
      buildPeakMb = Math.max(buildPeakMb, peakMb)
    }
  }

  const site = join(scratch, 'dist', 'client')
  const pages = htmlFiles(site).length
  const referencePages = htmlFiles(REFERENCE).length
  const overTime = buildSeconds > TARGET_S
  failed ||= overTime
  console.log(
    `\nBuild: ${pages} pages in ${buildSeconds.toFixed(1)} s (${((buildSeconds / pages) * 1000).toFixed(0)} ms per page), ` +
      `peak RSS ${buildPeakMb.toFixed(0)} MB${overTime ? `  ✗ over ${TARGET_S} s` : `  ✓ within ${TARGET_S} s`}`,
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
    const [small, large] = [sizes.get(`0 ${url}`)!, sizes.get(`1 ${url}`)!]
    const same = Math.abs(large - small) <= 1
    failed ||= !same
    console.log(`  ${url.padEnd(70)} ${small} KB → ${large} KB  ${same ? '✓' : '✗ grows with the site'}`)
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
console.log(failed ? '\n✗ costs grow faster than the site' : '\n✓ costs grow with the site, never faster')
process.exit(failed ? 1 : 0)

/** Runs `command` in `cwd`, with its time and the peak RSS of its largest process (GNU time, else unknown). */
function timed(command: string, cwd: string): { seconds: number; peakMb: number; output: string } {
  const start = performance.now()
  // The scratch copy builds into its own dist/, whatever DIST_DIR the bench was started with; npm's PATH.
  const options = {
    cwd,
    encoding: 'utf8' as const,
    env: { ...process.env, DIST_DIR: 'dist', PATH: `${join(cwd, 'node_modules', '.bin')}:${process.env.PATH}` },
    maxBuffer: 1 << 28,
  }
  const result = existsSync('/usr/bin/time')
    ? spawnSync('/usr/bin/time', ['-f', 'PEAK_RSS_KB=%M', 'sh', '-c', command], options)
    : spawnSync('sh', ['-c', command], options)
  const seconds = (performance.now() - start) / 1000
  const output = `${result.stdout}${result.stderr}`
  if (result.status !== 0) throw new Error(`\`${command}\` failed in ${cwd}:\n${output.slice(-4000)}`)
  const peakKb = Number(/PEAK_RSS_KB=(\d+)/.exec(result.stderr)?.[1] ?? NaN)
  return { seconds, peakMb: peakKb / 1024, output }
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
      const server = await startServer({ SITE_ROOT: root, LEADS_FILE: join(scratch, `leads-${index}.jsonl`) })
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

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}
