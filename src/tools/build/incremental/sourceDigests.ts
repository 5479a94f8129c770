import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

/**
 * What a build's output is made from, as two digests: `code`, every source but the content (the bundles, the
 * prerender's code, the build's own scripts, `public/`, the settings of the build in the environment), and `all`, the
 * code and the content (pages, content records, media sources, translations). Same `all`, same output: the build has
 * nothing to do. Same `code`: a page whose own inputs are unchanged renders the same HTML (`pageKeys`).
 */
export interface SourceDigests {
  code: string
  all: string
  /** Each content file's digest, by path: which content an edit changed (`changedContent`). */
  content: Record<string, string>
}

/** What marketers, editors and translators write: data the pages are made from, never code. */
const CONTENT = ['content', 'pages', 'pages.config.ts', 'locales']
/**
 * The content's models are code (types, schemas, paths: sections import them); the pseudo-locale's catalog is the
 * section gallery's, drawn from code alone.
 */
const CONTENT_CODE = ['content/models', 'locales/pseudo']
/** Not read by the build: outputs, tools' folders, tests and guides. */
const NOT_SOURCES = new Set([
  'node_modules',
  '.git',
  'data',
  'docs',
  'tests',
  'test-results',
  'playwright-report',
  '.vite-cache',
])

/**
 * The settings of a build that come from the environment (`VITE_*` reach the bundles; the rest the export's
 * server files, the dev-tools switch and the in-context translation), the output folder (the nginx root) and
 * Node's version.
 */
export function buildEnvironment(env: NodeJS.ProcessEnv, dist: string): Record<string, string> {
  const named = [
    'BUILD_WITHOUT_DEV_TOOLS',
    'LEAD_SERVICE',
    'LEAD_SERVICE_ORIGIN',
    'NGINX_LISTEN',
    'NGINX_ROOT',
    'NODE_ENV',
    'NUVORA_TRANSLATE_LOCALE',
  ]
  const settings: Record<string, string> = { dist, node: process.version }
  for (const name of Object.keys(env).sort())
    if ((name.startsWith('VITE_') || named.includes(name)) && env[name] !== undefined) settings[name] = env[name]
  return settings
}

/**
 * Digests of the sources under `root` and of the build's `environment` (`buildEnvironment`); `skip` names the
 * folders the build writes (its output, its caches) when they are under `root`.
 */
export async function sourceDigests(
  root: string,
  environment: Record<string, string>,
  skip: readonly string[] = [],
): Promise<SourceDigests> {
  return digestSources(root, environment, skip, true)
}

/**
 * The `code` digest of `sourceDigests` alone (the content's files are not read): what the build's first step keys
 * its caches of pure work by (`src/tools/build/pureCache.ts`), so that a code change redoes it all.
 */
export async function codeDigest(
  root: string,
  environment: Record<string, string>,
  skip: readonly string[] = [],
): Promise<string> {
  return (await digestSources(root, environment, skip, false)).code
}

/** Both digests, each file read once; without `withContent`, the content's files are left out of `all` and unread. */
async function digestSources(
  root: string,
  environment: Record<string, string>,
  skip: readonly string[],
  withContent: boolean,
): Promise<SourceDigests> {
  const code = createHash('sha256').update(JSON.stringify(environment))
  const all = createHash('sha256')
  const contentFiles: Record<string, string> = {}
  for (const path of await sourceFiles(root, skip)) {
    const content = isContent(path)
    if (content && !withContent) continue
    const fileDigest = createHash('sha256')
      // Read synchronously: some 2,000 files, and a promise per file cost more than reading them.
      .update(readFileSync(join(root, path)))
      .digest('hex')
    const line = `${path}\0${fileDigest}\n`
    all.update(line)
    if (content) contentFiles[path] = fileDigest
    else code.update(line)
  }
  const codeDigest = code.digest('hex')
  return { code: codeDigest, all: all.update(codeDigest).digest('hex'), content: contentFiles }
}

/** The content files added, removed or changed from `before` to `after`, sorted. */
export function changedContent(before: SourceDigests, after: SourceDigests): string[] {
  const paths = new Set([...Object.keys(before.content), ...Object.keys(after.content)])
  return [...paths].filter((path) => before.content[path] !== after.content[path]).sort()
}

function isContent(path: string): boolean {
  const within = (folder: string) => path === folder || path.startsWith(`${folder}/`)
  return CONTENT.some(within) && !CONTENT_CODE.some(within)
}

/**
 * Every file under `root` the build may read, as sorted `/`-separated paths: not the folders of `NOT_SOURCES`, the
 * build outputs (`dist*`) and `skip` (the output and cache folders of this build, wherever they are).
 */
export async function sourceFiles(root: string, skip: readonly string[]): Promise<string[]> {
  const skipped = new Set(skip.map((folder) => relative(root, folder).split(sep)[0]))
  const tops = (await readdir(root, { withFileTypes: true })).filter(
    (entry) => !NOT_SOURCES.has(entry.name) && !entry.name.startsWith('dist') && !skipped.has(entry.name),
  )
  const files: string[] = []
  for (const top of tops) {
    if (top.isFile()) files.push(top.name)
    if (!top.isDirectory()) continue
    for (const entry of await readdir(join(root, top.name), { withFileTypes: true, recursive: true }))
      if (entry.isFile()) files.push(relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
  }
  return files.sort()
}
