import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales'
import { annotateCatalog } from './annotate'
import { CATALOGS_DIR, readCatalog, writeCatalog, type Catalog } from './catalogs'
import { mergeCatalog } from './merge'
import { collectMessageUsage, type MessageUsage } from './usage'

/**
 * `npm run i18n:extract` into `dir` (the real `locales/`, or a copy to compare with): Lingui's extract, then
 * every entry annotated with its context, then the translations Lingui dropped on a source change carried over as
 * fuzzy when the new source is similar (see `mergeCatalog`). Only the site's locales are merged; another catalog
 * folder is Lingui's alone.
 */
export async function extractCatalogs(dir = CATALOGS_DIR, usage?: MessageUsage): Promise<void> {
  const before = new Map<string, Catalog>()
  for (const locale of LOCALES) {
    if (existsSync(resolve(dir, locale, 'messages.po'))) before.set(locale, await readCatalog(locale, dir))
  }
  await linguiExtract(dir)
  const found = usage ?? (await collectMessageUsage())
  for (const locale of LOCALES) {
    const annotated = annotateCatalog(await readCatalog(locale, dir), found, locale)
    const previous = before.get(locale)
    const merged = locale === DEFAULT_LOCALE || !previous ? annotated : mergeCatalog(previous, annotated)
    await writeCatalog(locale, merged, dir)
  }
}

/** `lingui extract --clean` with the catalogs written under `dir` instead of `locales/`. */
async function linguiExtract(dir: string): Promise<void> {
  const config = getConfig({ configPath: resolve('lingui.config.ts') })
  const home = resolve(config.rootDir ?? '.', CATALOGS_DIR)
  const target = resolve(dir)
  const catalogs = config.catalogs!.map((catalog) => ({ ...catalog, path: catalog.path.replace(home, target) }))
  for (const catalog of await getCatalogs({ ...config, catalogs })) {
    const written = await catalog.make({
      clean: true,
      overwrite: false,
      locale: catalog.locales,
      orderBy: config.orderBy,
    })
    if (!written) throw new Error('Lingui could not extract the messages (see the errors above)')
  }
}
