import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { COMPRESSIBLE, MIN_COMPRESS_BYTES } from '../../server/staticSite'

/** Writes the `.br` (quality 11) and `.gz` (level 9) twin of every compressible file under `dir`; returns how many. */
export async function precompress(dir: string): Promise<number> {
  let count = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name)
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(path).toLowerCase())) continue
    const body = await readFile(path)
    if (body.length <= MIN_COMPRESS_BYTES) continue
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      promisify(gzip)(body, { level: 9 }),
    ])
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
    count += 1
  }
  return count
}
