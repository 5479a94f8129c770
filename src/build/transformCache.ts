import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

type TransformHandler = (
  this: { environment?: { name: string } },
  code: string,
  id: string,
  options?: unknown,
) => Promise<{ code: string; map?: unknown } | undefined | null | void>

/**
 * `plugin` with its transform's results kept on disk in `dir`, by a hash of the module's path and code, the
 * environment (browser or server), `NODE_ENV` and `salt` (what else decides the output: the plugin's version and
 * config): a module that did not change since any earlier run is not transformed again. For the Lingui macro's Babel
 * pass, the costliest step of loading the content: the dev server's first page, the scripts and the unit tests.
 */
export async function withTransformCache<P extends { transform?: unknown }>(
  plugin: Promise<P> | P,
  dir: string,
  salt: string,
): Promise<P> {
  const resolved = await plugin
  const transform = resolved.transform as { handler: TransformHandler } | undefined
  if (!transform) return resolved
  const transformed = transform.handler
  transform.handler = async function (code, id, options) {
    const key = createHash('sha256')
      .update(JSON.stringify([salt, process.env.NODE_ENV ?? '', this.environment?.name ?? '', id, code]))
      .digest('hex')
    const file = join(dir, `${key}.json`)
    const cached = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as { code: string; map?: unknown },
      () => undefined,
    )
    if (cached) return cached
    const result = await transformed.call(this, code, id, options)
    if (result) await store(dir, file, result)
    return result
  }
  return resolved
}

/** Writes `result` beside its final name and renames it, so that no reader ever sees half of it. */
async function store(dir: string, file: string, result: object): Promise<void> {
  await mkdir(dir, { recursive: true })
  const partial = `${file}.${process.pid}.tmp`
  await writeFile(partial, JSON.stringify(result))
  await rename(partial, file)
}
