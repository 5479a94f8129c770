import { execFile, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { daemonAddress } from '../../src/tools/build/incremental/buildDaemon'
import { projectCopy } from './devServerProcess'

const run = promisify(execFile)
let root: string | undefined
/** The output folders built here, each with its build daemon. */
const dists = new Set<string>()
afterAll(async () => {
  if (!root) return
  for (const dist of dists)
    await run('npm', ['run', 'build', '--', '--stop-daemon'], { cwd: root, env: { ...process.env, DIST_DIR: dist } })
  await rm(root, { recursive: true, force: true })
})

/** The build daemons started for the output folders built here (their pids, from their logs). */
async function daemonPids(): Promise<number[]> {
  const pids: number[] = []
  for (const dist of dists) {
    const cache = resolve(root!, process.env.BUILD_CACHE_DIR || join('node_modules', '.cache'))
    const { log } = daemonAddress(root!, resolve(root!, dist), cache)
    const text = await readFile(log, 'utf8').catch(() => '')
    for (const [, pid] of text.matchAll(/build daemon (\d+): listening/g)) pids.push(Number(pid))
  }
  return pids
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Every file a build wrote (its hand-over folder `cache/` aside), by path. */
async function outputOf(dist: string): Promise<Map<string, Buffer>> {
  const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dist.length + 1))
    .filter((file) => !file.startsWith('cache/'))
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(dist, file))] as const)))
}

/** Each file's inode and modification time, by path: what changes when a build writes or replaces the file. */
async function stampsOf(dist: string): Promise<Map<string, string>> {
  const files = [...(await outputOf(dist)).keys()]
  return new Map(
    await Promise.all(
      files.map(async (file) => {
        const { ino, mtimeMs } = await stat(join(dist, file))
        return [file, `${ino}:${mtimeMs}`] as const
      }),
    ),
  )
}

/** The files that differ between two outputs, or that only one has. */
function differing(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((file) => !a.get(file)?.equals(b.get(file) ?? Buffer.alloc(0)))
}

/** Whether a build kept the last build's bundles and prerendered with them alone (what `npm run build` printed). */
function keptBundles(output: string): boolean {
  if (/bundles kept: no file they are made of changed/.test(output)) return true
  if (/bundles built again: /.test(output)) return false
  throw new Error(`no word on the bundles in:\n${output.slice(-3000)}`)
}

/** How many URLs a build rendered and kept, from what `npm run build` printed. */
function renderedAndKept(output: string): { rendered: number; kept: number } {
  const found = /(\d+) URLs rendered, (\d+) kept/.exec(output)
  if (!found) throw new Error(`no build summary in:\n${output.slice(-3000)}`)
  return { rendered: Number(found[1]), kept: Number(found[2]) }
}

async function edit(file: string, from: string, to: string): Promise<void> {
  const path = join(root!, file)
  const text = await readFile(path, 'utf8')
  expect(text, `${file} holds ${from}`).toContain(from)
  await writeFile(path, text.replace(from, to))
}

describe('npm run build, incremental', () => {
  it(
    'renders only what an edit changed, with its first step warm in the build daemon, and its output is byte for ' +
      'byte a clean build of the same sources',
    { timeout: 1_800_000 },
    async () => {
      root = await projectCopy()
      // The nginx file names the served folder: the same for both outputs, so they can be compared. The build daemon
      // is on, as on a developer's machine (CI and the other tests turn it off).
      const build = async (dist: string, ...args: string[]) => {
        dists.add(dist)
        const { stdout, stderr } = await run('npm', ['run', 'build', '--', ...args], {
          cwd: root,
          env: { ...process.env, DIST_DIR: dist, NGINX_ROOT: '/srv/nuvora', NUVORA_BUILD_DAEMON: '1', CI: '' },
          maxBuffer: 1 << 28,
        })
        return stdout + stderr
      }
      /** What the build daemon did for a build's first step. */
      const daemon = (output: string) =>
        /build daemon: (started|warm, \d+ content files loaded again)/.exec(output)?.[1]
      const firstOutput = await build('dist-incremental')
      expect(daemon(firstOutput)).toBe('started')
      const first = renderedAndKept(firstOutput)
      expect(first.kept).toBe(0)
      const all = first.rendered

      const before = await outputOf(join(root, 'dist-incremental'))
      expect(await build('dist-incremental')).toContain('nothing changed since the last build')
      expect(differing(before, await outputOf(join(root, 'dist-incremental')))).toEqual([])

      // A daemon started on warm caches reads its modules from the kept transforms, which Vite's graph never sees:
      // it must still know what imports what, or the next edit would be built from the old content. Stopped here,
      // the next build starts one so.
      expect(await build('dist-incremental', '--stop-daemon')).toMatch(/build daemon of .* stopped/)
      // One page file: the thank-you page's second button, in each of its locales.
      await edit('pages/thank-you.ts', "href: '/noticias'", "href: '/contato'")
      const pageOutput = await build('dist-incremental')
      expect(daemon(pageOutput)).toBe('started')
      expect(keptBundles(pageOutput)).toBe(true)
      expect(renderedAndKept(pageOutput).rendered).toBeGreaterThan(0)
      expect(renderedAndKept(pageOutput).rendered).toBeLessThanOrEqual(3)

      // One article (not its copy: its source link), rendered in its locales and on the pages listing it.
      await edit(
        'content/news/superando-barreiras-camila-duarte.ts',
        'https://www.mulheresnatecnologia.example/superando-barreiras-camila-duarte',
        'https://www.mulheresnatecnologia.example/camila-duarte-entrevista',
      )
      const stamps = await stampsOf(join(root, 'dist-incremental'))
      const articleOutput = await build('dist-incremental')
      // The daemon loads that one file again, and what imports it; the rest of the content stays loaded.
      expect(daemon(articleOutput)).toBe('warm, 1 content files loaded again')
      // The bundles hold no article: they are kept, and Vike's prerender runs alone.
      expect(keptBundles(articleOutput)).toBe(true)
      expect(articleOutput).not.toContain('step vike build')
      const article = renderedAndKept(articleOutput)
      expect(article.rendered).toBeGreaterThan(0)
      expect(article.rendered).toBeLessThan(all / 4)
      // The kept pages, their data files, twins, cards and images are the last build's files, moved as they were:
      // of the pages, the build wrote only the re-rendered ones (and their twins).
      const written = [...(await stampsOf(join(root, 'dist-incremental')))]
        .filter(([file, stamp]) => stamps.get(file) !== stamp)
        .map(([file]) => file)
      expect(written.filter((file) => file.endsWith('.html'))).toHaveLength(article.rendered)
      expect(written.filter((file) => /\.html\.(br|gz)$/.test(file)).length).toBeLessThanOrEqual(2 * article.rendered)
      expect(written.filter((file) => file.startsWith('assets/data/')).length).toBeLessThanOrEqual(9 * article.rendered)
      expect(written.filter((file) => file.startsWith('og/') || file.startsWith('assets/media/'))).toEqual([])
      // A URL the kept bundles cannot render stops that step with its name, and nothing is written for it.
      const elsewhere = join(root, 'dist-render-check')
      await mkdir(elsewhere)
      await symlink(join(root, 'dist-incremental', 'cache', 'server'), join(elsewhere, 'server'))
      await writeFile(join(elsewhere, 'urls.json'), JSON.stringify(['/pt-br/pagina-que-nao-existe']))
      const failed = spawnSync(
        process.execPath,
        ['scripts/prerender-kept.mjs', elsewhere, join(elsewhere, 'urls.json')],
        {
          cwd: root,
          encoding: 'utf8',
        },
      )
      expect(failed.stderr).toMatch(/✗ \/pt-br\/pagina-que-nao-existe could not be rendered \(HTTP \d+\)/)
      expect(failed.status).toBe(1)
      expect(existsSync(join(elsewhere, 'client'))).toBe(false)

      // One translation: an English heading of the privacy policy, on that one page and on the gallery's English page
      // (each gallery page's key holds its locale's catalog and the default one).
      await edit('locales/en-us/messages.po', 'msgstr "1. Data we collect"', 'msgstr "1. The data we collect"')
      const translationOutput = await build('dist-incremental')
      expect(daemon(translationOutput)).toBe('warm, 1 content files loaded again')
      expect(keptBundles(translationOutput)).toBe(true)
      expect(renderedAndKept(translationOutput).rendered).toBe(1 + 1)

      // One image: a founder's portrait, redrawn darker.
      const portraitFiles = async () =>
        (await readdir(join(root!, 'dist-incremental', 'client', 'assets', 'media'))).filter((name) =>
          name.startsWith('camila-duarte-'),
        )
      const portraitBefore = await portraitFiles()
      expect(portraitBefore.length).toBeGreaterThan(0)
      const portrait = join(root, 'content/media/people/camila-duarte.png')
      await writeFile(
        portrait,
        await sharp(await readFile(portrait))
          .modulate({ brightness: 0.8 })
          .toBuffer(),
      )
      const imageOutput = await build('dist-incremental')
      expect(daemon(imageOutput)).toBe('warm, 1 content files loaded again')
      expect(keptBundles(imageOutput)).toBe(true)
      const image = renderedAndKept(imageOutput)
      expect(image.rendered).toBeGreaterThan(0)
      expect(image.rendered).toBeLessThan(all / 4)
      // The client folder stayed: the portrait's new files are there, the old ones (named by their content) gone.
      const portraitAfter = await portraitFiles()
      expect(portraitAfter).toHaveLength(portraitBefore.length)
      expect(portraitAfter.filter((name) => portraitBefore.includes(name))).toEqual([])

      // The company's e-mail address: the site's settings are compiled into the bundles (the forms' rules), so they
      // are built again.
      await edit('content/settings.ts', "email: 'contato@nuvora.example'", "email: 'ola@nuvora.example'")
      const settingsOutput = await build('dist-incremental')
      expect(settingsOutput).toContain('bundles built again: content/settings.ts is part of them')
      expect(settingsOutput).toContain('step vike build')

      // One article removed from the collection: its pages, their data files, twins and cards go.
      await edit('content/news/index.ts', '    fabricaDeSoftwareNuvoraAmpliaAtuacaoComFintechs,\n', '')
      const removedOutput = await build('dist-incremental')
      const removed = renderedAndKept(removedOutput)
      // Every key holds the site's addresses (menus, language pickers, hreflang, the gallery's links): every URL left
      // renders again, with the same bundles; the article's URLs are gone.
      expect(keptBundles(removedOutput)).toBe(true)
      expect(removed.kept).toBe(0)
      expect(removed.rendered).toBeLessThan(all)
      const left = [...(await outputOf(join(root, 'dist-incremental'))).keys()]
      expect(left.filter((file) => file.includes('fabrica-de-software-nuvora'))).toEqual([])

      const clean = await build('dist-clean')
      expect(renderedAndKept(clean)).toEqual({ rendered: removed.rendered + removed.kept, kept: 0 })
      // A fresh output folder: the social cards come from the build caches, none drawn again.
      expect(clean).toMatch(/social cards \(0 drawn/)
      const [incremental, cleanOutput] = await Promise.all([
        outputOf(join(root, 'dist-incremental')),
        outputOf(join(root, 'dist-clean')),
      ])
      expect(incremental.size).toBeGreaterThan(100)
      expect(differing(incremental, cleanOutput), 'files that differ (or exist in one build only)').toEqual([])

      // Vike's server-entry plugin records in node_modules where the last `vike build` put its server bundle, and
      // Vike's runtime loads that one unless handed another. Another output folder, built from other code (here a
      // footer that says so), must not lend its bundle to a render of this one, which keeps its own.
      const footer = 'layouts/chrome/SiteFooter.tsx'
      await edit(footer, '<footer data-surface="inverse">', '<footer data-surface="inverse" data-bundle="other">')
      expect(await build('dist-other')).toContain('step vike build')
      await edit(footer, '<footer data-surface="inverse" data-bundle="other">', '<footer data-surface="inverse">')
      await edit('content/news/superando-barreiras-camila-duarte.ts', 'camila-duarte-entrevista', 'camila-duarte')
      const afterOther = await build('dist-incremental')
      expect(keptBundles(afterOther)).toBe(true)
      // The footer is back as it was: the same code as the daemon's, which stays warm.
      expect(daemon(afterOther)).toBe('warm, 1 content files loaded again')
      const pages = [...(await outputOf(join(root, 'dist-incremental')))].filter(([file]) => file.endsWith('.html'))
      expect(pages.filter(([, html]) => html.includes('data-bundle="other"')).map(([file]) => file)).toEqual([])
      expect(renderedAndKept(afterOther).rendered).toBeGreaterThan(0)

      // A marketer's mistake stops the build at its check and leaves the last build as it was: once it is fixed,
      // nothing is left to do (a failed check used to make the next build render every URL again).
      await edit('pages/thank-you.ts', "type: 'thankYou'", "type: 'thankYuo'")
      const mistake = await build('dist-incremental').then(
        () => 'the build passed',
        (error: { stdout: string; stderr: string }) => error.stdout + error.stderr,
      )
      expect(mistake).toContain('thankYuo')
      await edit('pages/thank-you.ts', "type: 'thankYuo'", "type: 'thankYou'")
      expect(await build('dist-incremental')).toContain('nothing changed since the last build')
      // The daemon loaded the mistake: the next edit loads the fixed page file again with the edited one.
      await edit(
        'content/news/superando-barreiras-camila-duarte.ts',
        'mulheresnatecnologia.example/camila-duarte',
        'mulheresnatecnologia.example/camila-duarte-historia',
      )
      const afterMistake = await build('dist-incremental')
      expect(daemon(afterMistake)).toBe('warm, 2 content files loaded again')
      expect(keptBundles(afterMistake)).toBe(true)

      // Code changed: the daemon holds the old code, so it stands aside and a fresh one runs the step.
      await edit(footer, '<footer data-surface="inverse">', '<footer data-surface="inverse" data-edition="2">')
      const afterCode = await build('dist-incremental')
      expect(afterCode).toContain('build daemon: starting afresh (the code changed)')
      expect(daemon(afterCode)).toBe('started')
      const pagesNow = [...(await outputOf(join(root, 'dist-incremental')))].filter(([file]) => file.endsWith('.html'))
      expect(pagesNow.filter(([, html]) => html.includes('data-edition="2"')).length).toBeGreaterThan(50)
      // Every page with the site's footer shows the new one (the landing pages have a footer of their own).
      const oldFooter = pagesNow.filter(([, html]) => html.includes('<footer data-surface="inverse">'))
      expect(oldFooter.map(([file]) => file).filter((file) => !file.includes('/contrate/'))).toEqual([])

      // Asked to stop, every daemon started here is gone, its socket with it.
      const pids = await daemonPids()
      expect(pids.filter(alive).length).toBeGreaterThan(0)
      for (const dist of dists) expect(await build(dist, '--stop-daemon')).toMatch(/build daemon of .* stopped/)
      await new Promise((wait) => setTimeout(wait, 2000))
      expect(pids.filter(alive)).toEqual([])
    },
  )
})
