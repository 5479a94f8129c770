import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { markUsed } from './cacheDirs'
import { keepBytes } from './pureCache'

type TransformHandler = (
  this: { environment?: { name: string } },
  code: string,
  id: string,
  options?: unknown,
) => Promise<{ code: string; map?: unknown } | undefined | null | void>

/** Stands for the project's folder in what is kept, so copies of the project (the tests') share their entries. */
const ROOT_MARK = '<project-root>'

/** When and how a plugin's transform results are kept (`withTransformCache`). */
export interface TransformCacheOptions {
  /** Whether the run of this config keeps results (default: every run), asked once its config is resolved. */
  keptIn?: (config: { command: string }) => boolean
  /** Marks each entry when it is read, so a build pruning the folder (`pruneUnused`) keeps what is in use. */
  markUsed?: boolean
  /**
   * Whether, in the run of this config, only a module's first transform reads or keeps a result: one transformed
   * again in the same process was edited (a dev server's hot update), and its passing versions are not kept.
   */
  firstOnlyIn?: (config: { command: string }) => boolean
}

/**
 * `plugin` with its transform's results kept on disk in `dir`, by a hash of the module's path inside `root`, its code,
 * the environment (browser or server), `NODE_ENV` and `salt` (what else decides the output: the plugin's version and
 * config): a module that did not change since any earlier run is not transformed again. For the Lingui macro's Babel
 * pass, the costliest step of loading the content: the dev server's first page, the scripts and the unit tests; and
 * for the PO catalogs' compile in builds, scripts and the dev server. The project's folder is kept out of the key and the result (its
 * source map names the module), so a copy of the project finds what the project left, and the cache grows with the
 * sources' versions, not with the copies. A result that cannot be written is only transformed again next time.
 */
export async function withTransformCache<P extends { transform?: unknown; configResolved?: unknown }>(
  plugin: Promise<P> | P,
  dir: string,
  salt: string,
  root = process.cwd(),
  { keptIn, markUsed: marks = false, firstOnlyIn }: TransformCacheOptions = {},
): Promise<P> {
  const resolved = await plugin
  const transform = resolved.transform as { handler: TransformHandler } | undefined
  if (!transform) return resolved
  let kept = true
  let firstOnly = false
  if (keptIn || firstOnlyIn) {
    const configured = resolved.configResolved as ((this: unknown, config: never) => unknown) | undefined
    resolved.configResolved = function (this: unknown, config: { command: string }) {
      kept = keptIn?.(config) ?? true
      firstOnly = firstOnlyIn?.(config) ?? false
      return configured?.call(this, config as never)
    } as P['configResolved']
  }
  const transformed = transform.handler
  const unrooted = (text: string) => text.replaceAll(root, ROOT_MARK)
  const seen = new Set<string>()
  /** Whether the module was transformed before in this process; it is, from now on. */
  const transformedBefore = (module: string) => seen.has(module) || (seen.add(module), false)
  transform.handler = async function (code, id, options) {
    if (!kept || (firstOnly && transformedBefore(`${this.environment?.name ?? ''} ${id}`)))
      return transformed.call(this, code, id, options)
    const key = createHash('sha256')
      .update(JSON.stringify([salt, process.env.NODE_ENV ?? '', this.environment?.name ?? '', unrooted(id), code]))
      .digest('hex')
    const file = join(dir, `${key}.json`)
    const cached = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text.replaceAll(ROOT_MARK, root)) as { code: string; map?: unknown },
      () => undefined,
    )
    if (cached) {
      if (marks) await markUsed(file).catch(() => undefined)
      return cached
    }
    const result = await transformed.call(this, code, id, options)
    if (result) await keepBytes(file, Buffer.from(unrooted(JSON.stringify(result))))
    return result
  }
  return resolved
}
