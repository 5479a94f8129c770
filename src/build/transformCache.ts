import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

type TransformHandler = (
  this: { environment?: { name: string } },
  code: string,
  id: string,
  options?: unknown,
) => Promise<{ code: string; map?: unknown } | undefined | null | void>

/** Stands for the project's folder in what is kept, so copies of the project (the tests') share their entries. */
const ROOT_MARK = '<project-root>'

/**
 * `plugin` with its transform's results kept on disk in `dir`, by a hash of the module's path inside `root`, its code,
 * the environment (browser or server), `NODE_ENV` and `salt` (what else decides the output: the plugin's version and
 * config): a module that did not change since any earlier run is not transformed again. For the Lingui macro's Babel
 * pass, the costliest step of loading the content: the dev server's first page, the scripts and the unit tests. The
 * project's folder is kept out of the key and the result (its source map names the module), so a copy of the project
 * finds what the project left, and the cache grows with the sources' versions, not with the copies.
 */
export async function withTransformCache<P extends { transform?: unknown }>(
  plugin: Promise<P> | P,
  dir: string,
  salt: string,
  root = process.cwd(),
): Promise<P> {
  const resolved = await plugin
  const transform = resolved.transform as { handler: TransformHandler } | undefined
  if (!transform) return resolved
  const transformed = transform.handler
  const unrooted = (text: string) => text.replaceAll(root, ROOT_MARK)
  transform.handler = async function (code, id, options) {
    const key = createHash('sha256')
      .update(JSON.stringify([salt, process.env.NODE_ENV ?? '', this.environment?.name ?? '', unrooted(id), code]))
      .digest('hex')
    const file = join(dir, `${key}.json`)
    const cached = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text.replaceAll(ROOT_MARK, root)) as { code: string; map?: unknown },
      () => undefined,
    )
    if (cached) return cached
    const result = await transformed.call(this, code, id, options)
    if (result) await store(dir, file, unrooted(JSON.stringify(result)))
    return result
  }
  return resolved
}

/** Writes `text` beside its final name and renames it, so that no reader ever sees half of it. */
async function store(dir: string, file: string, text: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  const partial = `${file}.${process.pid}.tmp`
  await writeFile(partial, text)
  await rename(partial, file)
}
