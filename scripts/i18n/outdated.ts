import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCALES } from '../../src/i18n/locales'
import { CATALOGS_DIR, catalogPath } from './catalogs'
import { extractCatalogs } from './extract'
import type { MessageUsage } from './usage'

/**
 * The catalogs under `dir` that `npm run i18n:extract` would change, found by extracting into a temporary copy
 * and comparing bytes; `dir` itself is only read.
 */
export async function outdatedCatalogs(usage: MessageUsage, dir = CATALOGS_DIR): Promise<string[]> {
  const copy = await mkdtemp(join(tmpdir(), 'i18n-check-'))
  try {
    for (const locale of LOCALES) await cp(catalogPath(locale, dir), catalogPath(locale, copy))
    await extractCatalogs(copy, usage)
    const outdated: string[] = []
    for (const locale of LOCALES) {
      const [committed, fresh] = await Promise.all([
        readFile(catalogPath(locale, dir)),
        readFile(catalogPath(locale, copy)),
      ])
      if (!committed.equals(fresh))
        outdated.push(
          `${catalogPath(locale, dir)} is out of date with the code: run npm run i18n:extract and commit it`,
        )
    }
    return outdated
  } finally {
    await rm(copy, { recursive: true, force: true })
  }
}
