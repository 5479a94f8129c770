// `npm run build`: the site, prerendered, redoing only what changed since the last build in the same output folder.
// Run with `node --import tsx scripts/build.ts` (`-- --clean` builds everything).
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { buildOutputDir } from '../src/tools/build/buildCache'
import { buildCacheDir } from '../src/tools/build/cacheDirs'
import { GALLERY_LOCALES, galleryUrl } from '../src/gallery/galleryLocales'
import {
  dropBuildRecord,
  outputsIntact,
  readBuildRecord,
  writeBuildRecord,
  type BuildRecord,
} from '../src/tools/build/incremental/buildRecord'
import { readPageKeys, withCode } from '../src/tools/build/incremental/pageKeys'
import { prerenderSelectionFile, writePrerenderSelection } from '../src/tools/build/incremental/prerenderSelection'
import { htmlFileOf, keepInPlace, reusePages } from '../src/tools/build/incremental/reusePages'
import { writeExportSelection } from '../src/tools/build/incremental/exportSelection'
import { readExportRecord } from '../src/tools/build/export/exportRecord'
import {
  buildEnvironment,
  changedContent,
  sourceDigests,
  type SourceDigests,
} from '../src/tools/build/incremental/sourceDigests'
import {
  daemonAddress,
  daemonWanted,
  prebuildInDaemon,
  type DaemonAddress,
  stopDaemon,
} from '../src/tools/build/incremental/buildDaemon'
import {
  bundleFilesIn,
  keepServerBundle,
  restoreServerBundle,
  whyBundlesChange,
} from '../src/tools/build/incremental/keptBundles'

/**
 * The steps of a build that run in a process of their own (docs/developers.md, "Scripts"): the prebuild (through
 * Vite, which loads the content), the bundles and their prerender, or the prerender alone with the last build's
 * bundles (given the output folder). The export runs in this process.
 */
const STEPS = {
  prebuild: [process.execPath, 'scripts/run.mjs', 'scripts/prebuild.ts'],
  'vike build': [join('node_modules', '.bin', 'vike'), 'build'],
  'render with kept bundles': [process.execPath, 'scripts/prerender-kept.mjs'],
} as const

/**
 * Builds the site into `DIST_DIR` (`dist`). Nothing changed since the last finished build there (same sources,
 * same build settings, its files untouched): nothing to do. Otherwise the steps run, and the prerender renders
 * only the URLs whose key changed (`pageKeys`: the page, its images, the messages it shows, the site's data, the
 * code); the others' finished pages come from the previous build. When the edits leave the bundles as they are
 * (`whyBundlesChange`: content the bundles are not made of), the last build's bundles are kept and Vike's runtime
 * renders the changed URLs with them (`scripts/prerender-kept.mjs`). `--clean` renders every URL. The first step
 * runs in the build daemon unless `--no-daemon` (or CI, or `NUVORA_BUILD_DAEMON=0`: `daemonWanted`);
 * `--stop-daemon` stops this folder's daemon and builds nothing.
 */
async function build(args: readonly string[]): Promise<number> {
  const started = performance.now()
  const cpuBefore = cpuSeconds()
  const dist = buildOutputDir()
  const address = daemonAddress(process.cwd(), dist, buildCacheDir('.'))
  const daemon = daemonWanted(args, process.env) ? address : null
  if (args.includes('--stop-daemon')) {
    const stopped = await stopDaemon(address)
    console.log(stopped ? `✓ build daemon of ${dist} stopped` : `✓ no build daemon of ${dist} was running`)
    return 0
  }
  const environment = buildEnvironment(process.env, dist)
  const skip = [dist, buildCacheDir('.')]
  const clean = args.includes('--clean')
  const previous = clean ? undefined : await readBuildRecord(dist)
  const reusable = previous !== undefined && (await outputsIntact(dist, previous.outputs))
  const unchanged = async () => {
    const sources = await sourceDigests(process.cwd(), environment, skip)
    const same = reusable && previous.sources.all === sources.all
    if (same) console.log(`✓ nothing changed since the last build in ${dist}: kept as it is`)
    return { sources, same }
  }
  // The sources of the last finished build, the files made from the brand among them: making those again would
  // change nothing, so the brand's tools are not even loaded.
  const first = await unchanged()
  if (first.same) return 0
  let sources = first.sources
  // The same code (the brand's files among it) and the same client logo as the last build: the brand's files are
  // those it made, as they are.
  const brandAsBefore =
    reusable &&
    previous.sources.code === sources.code &&
    !changedContent(previous.sources, sources).some((path) => path.startsWith(`${BRAND_CONTENT}/`))
  if (!brandAsBefore) {
    const brand = await makeBrandFiles()
    if (brand === null) return 1
    if (brand.length > 0) {
      // A file made from the brand edited by hand, and now made again: the last build's sources after all.
      const again = await unchanged()
      if (again.same) return 0
      sources = again.sources
    }
  }
  // Decided before the record is dropped: whether this build's edits leave the bundles as they are.
  const bundlesChange = await whyBundlesChange(dist, previous, reusable, sources)
  // The first step writes only the hand-over files each build writes afresh (`<dist>/cache/`), never the site: when
  // it stops (a mistake in the config or a translation), the last build is still whole and still recorded, so the
  // build after the fix redoes only what changed.
  if (!(await prebuildStep(daemon, sources))) return 1
  await dropBuildRecord(dist)
  const keys = withCode(readPageKeys(dist), sources.code)
  const kept = new Set(reusable ? keptUrls(previous, keys) : [])
  // The gallery shows the sections' fixtures, which are in the bundles (content among them: the services, the
  // partners): bundles built again, gallery rendered again.
  if (bundlesChange !== null) for (const url of GALLERY_LOCALES.map(galleryUrl)) kept.delete(url)
  const previousClient = join(dist, 'cache', 'previous-client')
  await rm(previousClient, { recursive: true, force: true })
  const keepBundles = bundlesChange === null
  // Kept pages or kept bundles come from the last build's client folder: `vike build` makes a new one, so the last
  // one is set aside while it does; with the bundles kept, the client folder stays, and only the pages not kept
  // are set aside.
  const fromPrevious = kept.size > 0 || keepBundles
  const client = join(dist, 'client')
  const exported = fromPrevious ? await readExportRecord(dist) : undefined
  let reused: string[] = []
  if (keepBundles)
    reused = await keepInPlace(client, previousClient, {
      previous: Object.keys(previous!.pages),
      kept: [...kept],
      bundle: previous!.bundle,
      record: exported ?? { pages: {}, twins: {} },
    })
  else if (fromPrevious) await rename(client, previousClient)
  const rendered = Object.keys(keys).filter((url) => !kept.has(url))
  let bundle: string[]
  try {
    if (keepBundles) {
      // Nothing the bundles are made of changed: the last build's bundles stay, and Vike's runtime renders the URLs
      // whose key changed with the kept server bundle.
      console.log('  bundles kept: no file they are made of changed')
      bundle = previous!.bundle
      await restoreServerBundle(dist)
      await writePrerenderSelection(dist, rendered)
      if (!(await step('render with kept bundles', dist, prerenderSelectionFile(dist)))) return 1
    } else {
      if (previous) console.log(`  bundles built again: ${bundlesChange}`)
      await writePrerenderSelection(dist, kept.size > 0 ? rendered : null)
      if (!(await step('vike build'))) return 1
      bundle = await bundleFilesIn(join(dist, 'client'), rendered.map(htmlFileOf))
    }
    await keepServerBundle(dist)
    // The kept pages move into the new build with their data files and twins (unless they stayed); the export
    // leaves them as they are, taking what it computed of them from its record, and keeps the cards and images
    // that did not change.
    if (!keepBundles) reused = await reusePages(previousClient, client, [...kept], exported?.pages)
    await writeExportSelection(
      dist,
      fromPrevious
        ? { previous: keepBundles ? client : previousClient, pages: [...kept].map(htmlFileOf), reused }
        : null,
    )
    if (!(await timed('export', exportHere))) return 1
  } finally {
    await writePrerenderSelection(dist, null)
    await writeExportSelection(dist, null)
    await rm(previousClient, { recursive: true, force: true })
  }
  await writeBuildRecord(dist, { sources, pages: keys, bundle })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const cpu = (cpuSeconds() - cpuBefore).toFixed(1)
  console.log(
    `✓ build: ${rendered.length} URLs rendered, ${kept.size} kept from the last build, in ${seconds} s (${cpu} CPU-s)`,
  )
  return 0
}

/**
 * Writes the files made from the brand (the font's CSS and preload: `npm run fonts`; favicon, logo file, client
 * logo, carousel CSS: `npm run brand`) before the sources are read, so they follow tokens.css and
 * content/brand/logo.svg (the prebuild's config check refuses a brand that fails contrast). Answers the files
 * written, or null when the brand cannot be made (said why).
 */
async function makeBrandFiles(): Promise<string[] | null> {
  try {
    const [{ writeFontFiles }, { writeBrandFiles }] = await Promise.all([
      import('./brand-font'),
      import('../src/tools/build/brand/brandFiles'),
    ])
    const written = [...(await writeFontFiles()), ...(await writeBrandFiles(process.cwd()))]
    if (written.length > 0) console.log(`✓ brand: wrote ${written.join(', ')}`)
    return written
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`)
    return null
  }
}

/** The folder of the client's own brand files (its logo): content the brand's generated files are made from. */
const BRAND_CONTENT = 'content/brand'

/** The URLs whose key is the one they had in the previous build: their finished pages can be kept. */
function keptUrls(previous: BuildRecord, keys: Readonly<Record<string, string>>): string[] {
  return Object.keys(keys).filter((url) => previous.pages[url] === keys[url])
}

/** Runs one step in a process of its own (`args` after its own); false when it failed. */
function step(name: keyof typeof STEPS, ...args: string[]): Promise<boolean> {
  const [command, ...own] = STEPS[name]
  // Vite's notice that its native config loader would refuse the config's extension-less imports: fifty lines per build.
  const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }
  return timed(name, () => {
    const { status, signal } = spawnSync(command, [...own, ...args], { stdio: 'inherit', env })
    if (signal) console.error(`✗ step ${name}: stopped by ${signal}`)
    return status === 0
  })
}

/**
 * The first step: in the build daemon when there is one to use (`daemon`), warm from the last build, which loads
 * again only the content files that changed; in a process of its own otherwise, or when no daemon can run it.
 */
async function prebuildStep(daemon: DaemonAddress | null, sources: SourceDigests): Promise<boolean> {
  if (!daemon) return step('prebuild')
  const answer = await timed('prebuild (build daemon)', async () => {
    const answered = await prebuildInDaemon(daemon, { code: sources.code, content: sources.content })
    if (typeof answered !== 'string') daemonCpuSeconds += answered.cpu
    return answered
  })
  if (typeof answer === 'string') {
    console.log(`  build daemon unavailable: ${answer}; the step runs in a process of its own`)
    return step('prebuild')
  }
  const state = answer.started ? 'started' : `warm, ${answer.changed} content files loaded again`
  console.log(`  build daemon: ${state}, ${answer.cpu.toFixed(1)} CPU-s (counted in this build's)`)
  return answer.status === 0
}

/**
 * The export, in this process: it loads no content and no Vite (`scripts/export-static.ts`), so a process of its
 * own would cost more than the export of a few pages. False when it failed.
 */
async function exportHere(): Promise<boolean> {
  const { default: exportStatic } = await import('./export-static')
  return (await exportStatic()) === 0
}

/**
 * Runs one step (`run`: true when it succeeded), printing its wall time and the CPU seconds it cost this process and
 * its children.
 */
async function timed<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const cpuBefore = cpuSeconds()
  const started = performance.now()
  const result = await run()
  const seconds = (performance.now() - started) / 1000
  console.log(`  step ${name}: ${seconds.toFixed(1)} s, ${(cpuSeconds() - cpuBefore).toFixed(1)} CPU-s`)
  return result
}

/** CPU seconds the build daemon reported for this build's steps: its own process, not a child of this one. */
let daemonCpuSeconds = 0

/** CPU seconds used by this process, its finished children and the build daemon for this build. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6 + childCpuSeconds() + daemonCpuSeconds
}

/**
 * CPU seconds used by this process's finished children and theirs (Linux: /proc/self/stat's cutime and cstime, at
 * 100 ticks a second); 0 elsewhere. Wall time alone misleads on a shared machine.
 */
function childCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return 0
  }
}

process.exitCode = await build(process.argv.slice(2))
