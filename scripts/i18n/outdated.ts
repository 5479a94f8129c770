import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCALES } from '../../src/i18n/locales'
import { CATALOGS_DIR, catalogPath, readCatalog } from './catalogs'
import { catalogDrift } from './drift'
import { extractCatalogs } from './extract'
import type { MessageUsage } from './usage'

/**
 * What `npm run i18n:extract` would change in the content of the catalogs under `dir`, one line per message: it
 * extracts into a temporary copy and compares the two as `catalogDrift` does, so a catalog saved by Poedit or
 * passed through `msgcat` (rewrapped, reordered, another header) passes, and so do notes extract would write
 * otherwise (a page published in more locales changes its "See it at" notes only). `dir` itself is only read.
 */
export async function outdatedCatalogs(usage: MessageUsage, dir = CATALOGS_DIR): Promise<string[]> {
  const copy = await mkdtemp(join(tmpdir(), 'i18n-check-'))
  try {
    for (const locale of LOCALES) await cp(catalogPath(locale, dir), catalogPath(locale, copy))
    await extractCatalogs(copy, usage)
    const outdated: string[] = []
    for (const locale of LOCALES) {
      const [committed, fresh] = await Promise.all([readCatalog(locale, dir), readCatalog(locale, copy)])
      outdated.push(...catalogDrift(locale, committed, fresh, catalogPath(locale, dir)))
    }
    return outdated
  } finally {
    await rm(copy, { recursive: true, force: true })
  }
}
