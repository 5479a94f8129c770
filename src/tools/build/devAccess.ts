import { realpathSync } from 'node:fs'
import { isAbsolute, join, posix, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isIP } from 'node:net'

/**
 * Where the dev servers (`npm run dev`, `npm run translate`, `vike preview`) listen: this machine only
 * (`localhost`), unless `DEV_HOST` names more (`DEV_HOST=0.0.0.0`, or `true` for every address). Set explicitly in
 * `vite.config.ts` because Vike would otherwise listen on every address in a container or on CI
 * (`setDefault('host', true)` when it finds `/.dockerenv`, `config.server.host ??= true` with `CI`); `vike dev
 * --host` still overrides it. Either way `devAccessPlugin` warns when the server is reachable from elsewhere.
 */
export function devHost(env: NodeJS.ProcessEnv = process.env): string | true {
  const asked = env.DEV_HOST?.trim()
  if (!asked) return 'localhost'
  return asked === 'true' ? true : asked
}

/** Whether a `server.host` keeps the server on this machine: `localhost`, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string | boolean | undefined): boolean {
  if (host === undefined || host === false) return true // Vite's default: localhost
  if (host === true) return false
  const name = host.startsWith('[') ? host.slice(1, -1) : host
  return name === 'localhost' || name === '::1' || (isIP(name) === 4 && name.startsWith('127.'))
}

/** What the terminal says when the dev server listens beyond this machine. */
export function exposureWarning(host: string | true): string {
  const where = host === true || host === '0.0.0.0' || host === '::' ? 'every network address' : host
  return (
    `⚠ The dev server listens on ${where} (DEV_HOST or --host), not only on this machine: anyone who reaches ` +
    'it can read the source tree through Vite. The studio and translation tools still answer their own pages ' +
    'only, and data/ and lead stores are never served. Use it on a network you trust only.'
  )
}

/** Vite 8's `server.fs.deny`, which setting the option replaces rather than extends. */
export const VITE_FS_DENY = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**']

/** The lead store file the site's server writes (`LEADS_FILE`, else `data/leads.jsonl`: `openLeadStore`). */
export function leadStoreFile(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(root, env.LEADS_FILE ?? 'data/leads.jsonl')
}

/**
 * What the dev servers never read for a browser (`server.fs.deny`, on top of Vite's own): `data/` (visitors'
 * leads), every JSONL file and the lead store with its side files (`.rewrite.tmp`, the lock), wherever `LEADS_FILE`
 * puts it. `privatePathRefusal` refuses the same paths before Vite sees the request.
 */
export function devFsDeny(root: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const store = leadStoreFile(root, env).split(sep).join('/')
  return [...VITE_FS_DENY, `${join(root, 'data').split(sep).join('/')}/**`, '*.jsonl', store, `${store}.*`]
}

/**
 * Why a request for `url` must not be answered, or undefined: it names a file under `<root>/data/`, a `.jsonl`
 * file or the lead store (`leadStore`, and its side files), as a root-relative path (`/data/leads.jsonl`, with a
 * query such as `?raw` or `?import`, percent-encoded, through `..`), an absolute one (`/@fs/…`, `/@id/…`, a URL
 * starting with the root).
 */
export function privatePathRefusal(url: string, root: string, leadStore: string): string | undefined {
  let path: string
  try {
    path = decodeURIComponent(url.split(/[?#]/)[0]!)
  } catch {
    return 'its path is not valid percent-encoding'
  }
  if (path.includes('\0')) return 'its path holds a NUL'
  path = posix.normalize(`/${path.replace(/\\/g, '/')}`)
  const candidates = [resolve(root, `.${path}`), path]
  for (const prefix of ['/@fs/', '/@id/'])
    if (path.startsWith(prefix)) candidates.push(posix.normalize(`/${path.slice(prefix.length)}`))
  const data = join(root, 'data')
  const lower = (value: string) => value.toLowerCase()
  for (const candidate of candidates) {
    const file = lower(candidate)
    if (file === lower(data) || file.startsWith(lower(data + sep))) return 'data/ holds visitors’ data'
    if (/\.jsonl(\.|$)/.test(file)) return 'JSONL files are lead stores'
    if (file === lower(leadStore) || file.startsWith(lower(`${leadStore}.`))) return 'it is the lead store'
  }
  return undefined
}

/** The files the studio may open in the editor, relative to the root: where pages and their content are written. */
export const EDITABLE = ['pages', 'pages.config.ts', 'content', 'sections', 'layouts', 'locales']

/**
 * Why `/__open-in-editor?file=<file>` must not open `file`, or undefined. It is read as Vite's `launch-editor` reads
 * it (relative to `cwd`, a `file://` URL, `:line:column` at the end), then resolved through symbolic links, and must
 * be an existing file inside one of `EDITABLE` under `root`: not `../…`, not an absolute path elsewhere, not
 * `node_modules/` or `data/`.
 */
export function editorFileRefusal(file: string | null, root: string, cwd = process.cwd()): string | undefined {
  if (!file) return 'no file to open'
  if (file.includes('\0')) return 'the file name holds a NUL'
  let target: string
  try {
    const unresolved = file.startsWith('file://') ? fileURLToPath(file) : resolve(cwd, file)
    target = resolve(unresolved.replace(/:(\d+)(:(\d+))?$/, ''))
  } catch {
    return `${file} is not a file name`
  }
  const realRoot = realPath(root) ?? root
  const outside = `${relativeName(root, target)} is not under ${EDITABLE.join(', ')}`
  // Where the name points first, so that nothing is said of a file elsewhere (not even whether it exists); then
  // where it really is, so that a link cannot lead out.
  if (!editable(target, resolve(root)) && !editable(target, realRoot)) return outside
  const real = realPath(target)
  if (!real) return `${relativeName(root, target)} does not exist`
  return editable(real, realRoot) ? undefined : outside
}

/** Whether `path` is one of the editable places (`EDITABLE`) of the project at `root`, or inside one. */
function editable(path: string, root: string): boolean {
  return EDITABLE.some((name) => {
    const place = join(root, name)
    return path === place || path.startsWith(place + sep)
  })
}

function realPath(path: string): string | undefined {
  try {
    return realpathSync(path)
  } catch {
    return undefined
  }
}

function relativeName(root: string, path: string): string {
  const name = relative(root, path)
  return name.startsWith('..') || isAbsolute(name) ? path : name
}
