import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ValidatorStore } from '../../config/validate'
import { buildCacheDir, markUsed } from './cacheDirs'

/** The folder of the kept config validators, pruned by the build's first step (`pruneUnused`). */
export const VALIDATOR_CACHE = 'config-validators'

/**
 * The config check's compiled validators kept in the build cache folder (`buildCacheDir`), one file per schema and
 * compiler (`compiledSchema`'s key): the dev server's first page and the build's first step read them instead of
 * compiling every section's schema again. A file that cannot be read is compiled again; one that cannot be written
 * is only a slower next start. Each read marks the file used, so pruning keeps what is in use.
 */
export function validatorStore(dir = buildCacheDir(VALIDATOR_CACHE)): ValidatorStore {
  const fileOf = (key: string) => join(dir, `${key}.cjs`)
  return {
    read(key) {
      try {
        const code = readFileSync(fileOf(key), 'utf8')
        markUsed(fileOf(key)).catch(() => undefined)
        return code
      } catch {
        return undefined
      }
    },
    write(key, code) {
      const partial = `${fileOf(key)}.${process.pid}.tmp`
      try {
        mkdirSync(dir, { recursive: true })
        writeFileSync(partial, code)
        renameSync(partial, fileOf(key))
      } catch {
        // Compiled again next time.
      }
    },
  }
}
