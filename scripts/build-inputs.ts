import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * What the site is not built from: the guides, the tests (those beside the code too), CI, and the lint, format and
 * test tools' settings. Every other file of the project is a build input, so a new folder of sources counts without
 * a change here; a file counted wrongly costs one needless build, a file missed would serve a stale site.
 */
const NOT_BUILT_FROM = [
  /^(docs|tests|\.ci|eslint)\//,
  /\.md$/,
  /\.test\.tsx?$/,
  /^(eslint|prettier|playwright|vitest)\.config\.[cm]?[jt]s$/,
  /^\.(gitignore|prettierignore)$/,
]

/** The project's files as git sees them (tracked, and new ones it does not ignore), or undefined without git. */
function gitFiles(root: string): string[] | undefined {
  if (!existsSync(join(root, '.git'))) return undefined
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  return listed.status === 0 ? listed.stdout.split('\0').filter(Boolean) : undefined
}

/** A `.gitignore` pattern (`dist-*`) as a name matcher: `*` stands for any characters but a slash. */
function namePattern(pattern: string): RegExp {
  return new RegExp('^' + pattern.replace(/[.+?^$(){}|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*') + '$')
}

/**
 * The project's files and folders (ending in `/`: a folder emptied counts) found by walking it, for a copy without
 * git: `.gitignore`'s patterns are matched against each file and folder name (as git does for a pattern without an
 * inner slash: `data/`, `*.log`, `dist-*`).
 */
function walkedFiles(root: string): string[] {
  const ignoredPatterns = existsSync(join(root, '.gitignore'))
    ? readFileSync(join(root, '.gitignore'), 'utf8').split('\n')
    : []
  const ignored = ['.git', 'node_modules', ...ignoredPatterns]
    .map((line) => line.trim().replace(/^\/|\/$/g, ''))
    .filter((pattern) => pattern && !pattern.startsWith('#') && !pattern.startsWith('!'))
    .map(namePattern)
  const files: string[] = []
  const visit = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      if (ignored.some((pattern) => pattern.test(entry.name))) continue
      const path = `${folder}${entry.name}`
      if (entry.isDirectory()) {
        files.push(`${path}/`)
        visit(`${path}/`)
      } else files.push(path)
    }
  }
  visit('')
  return files
}

/**
 * The files the site is built from, relative to `root`: the project's files (`git ls-files`, or the folder walked
 * without git) less what it is not built from (`NOT_BUILT_FROM`) and the build itself (`dist`).
 */
export function buildInputs(dist: string, root = '.'): string[] {
  const output = `${relative(resolve(root), resolve(root, dist))}/`
  return (gitFiles(root) ?? walkedFiles(root)).filter(
    (file) => !NOT_BUILT_FROM.some((pattern) => pattern.test(file)) && !file.startsWith(output),
  )
}

/** When a file was last changed, or 0 when it is gone (git still lists a file deleted but not yet committed). */
function changedAt(path: string): number {
  return existsSync(path) ? statSync(path).mtimeMs : 0
}

/**
 * The last change to the build inputs: a file's, or a folder's holding one (a file added, renamed or deleted there).
 */
function lastInputChange(dist: string, root: string): number {
  const files = buildInputs(dist, root)
  const folders = new Set<string>()
  for (const file of files)
    for (let folder = dirname(file); folder !== '.' && !folders.has(folder); folder = dirname(folder))
      folders.add(folder)
  return Math.max(0, ...[...files, ...folders].map((path) => changedAt(join(root, path))))
}

/** Whether `npm start` must build first: there is no build in `dist`, or a build input changed since it was made. */
export function buildState(dist: string, root = '.'): 'missing' | 'stale' | 'current' {
  const marker = join(resolve(root, dist), 'client', 'index.html')
  if (!existsSync(marker)) return 'missing'
  return statSync(marker).mtimeMs < lastInputChange(dist, root) ? 'stale' : 'current'
}
