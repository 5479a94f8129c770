import { siteContent } from '../app/site'
import { buildOutputDir, writeBuildCache } from '../src/tools/build/buildCache'
import { pruneUnused } from '../src/tools/build/cacheDirs'
import { exportInputOf, writeExportInput } from '../src/tools/build/export/exportInput'
import { pageMessageIds, writePageMessageIds } from '../src/tools/build/export/pageMessages'
import { pageKeys, writePageKeys } from '../src/tools/build/incremental/pageKeys'
import { buildCodeDigest, catalogFiles, pureCacheDir } from '../src/tools/build/pureCache'
import { readMediaManifest } from '../src/tools/build/media/buildMedia'
import { VALIDATOR_CACHE } from '../src/tools/build/validatorStore'
import { INSPECTED_MEDIA_CACHE } from '../src/tools/build/media/inspectMedia'
import { FORM_VALIDATORS_CACHE } from '../src/tools/build/formValidatorsPlugin'
import { buildSite, pagesOf } from '../src/config/buildSite'
import {
  asCompiledForProduction,
  PRERENDER_MESSAGES,
  PRERENDER_SITE,
  type PrerenderMessages,
  type PrerenderSite,
} from '../app/prerenderHandOver'
import { siteAsServed } from '../app/siteSource'
import { listPageRedirects } from '../src/config/pagination'
import { GALLERY_LOCALES, galleryUrl } from '../src/gallery/galleryLocales'
import { alternatesIndex, slugRedirects } from '../src/config/routeTable'
import { loadI18n } from '../src/i18n/catalogs'
import { LOCALES, type Locale } from '../src/i18n/locales'
import { socialCardsOf } from '../src/render/socialCard'
import { checkConfig } from './check-config'
import { buildSiteMedia } from './media'
import { translationGate } from './i18n-gate'
import { keepParsedCatalogs } from './i18n/catalogs'
import { BlockRenders } from './i18n/renderCache'
import { collectMessageUsage } from './i18n/usage'
import { walkCopy } from './i18n/walkCopy'

/**
 * The first step of `npm run build`, in one process (loading the content once): the config check, then the
 * translation gate over where each message shows (found once per build). When both pass it leaves the later steps
 * what they need in `<dist>/cache/`: each page's message list for the prerender (`page-messages.json`, from the same
 * where-used knowledge, plus the site's menus and settings on every page) and the routes and settings for the
 * export (`export-input.json`, with each page's social-card title in its locale), so that last step does not load the
 * content again; it makes every image the pages show (`buildSiteMedia`: `media.json` and the files in `media/`); and
 * it keys each URL by what its HTML is made of besides the code (`page-keys.json`), so a rebuild prerenders only the
 * URLs whose key changed (`scripts/build.ts`).
 */
export default async function prebuild(): Promise<number> {
  if ((await checkConfig()) !== 0) return 1
  const code = await buildCodeDigest()
  const parsedCatalogs = pureCacheDir('po-parsed')
  keepParsedCatalogs(catalogFiles(parsedCatalogs, code))
  const renders = await BlockRenders.open(code)
  const usage = await collectMessageUsage(siteContent, { renders })
  await renders.save()
  // What no build read for `UNUSED_CACHE_ENTRY_DAYS` goes: catalogs (parsed here, compiled by scripts/run.mjs), the
  // config check's validators, what it found of each image, and the forms' compiled validators.
  for (const dir of [
    parsedCatalogs,
    pureCacheDir('po-compiled'),
    pureCacheDir(VALIDATOR_CACHE),
    pureCacheDir(INSPECTED_MEDIA_CACHE),
    pureCacheDir(FORM_VALIDATORS_CACHE),
  ])
    await pruneUnused(dir, new Set()).catch(() => 0)
  if ((await translationGate(usage)) !== 0) return 1
  const dist = buildOutputDir()
  await buildSiteMedia(dist)
  const siteCopy = walkCopy({ settings: siteContent.settings, navigation: siteContent.navigation })
  const pageMessages = pageMessageIds(
    usage.places,
    siteCopy.map((found) => found.id),
  )
  await writePageMessageIds(dist, pageMessages)
  const { table } = buildSite(siteContent)
  const i18n = new Map(await Promise.all(LOCALES.map(async (locale) => [locale, await loadI18n(locale)] as const)))
  const cards = socialCardsOf(table.routes, alternatesIndex(table), (locale: Locale) => i18n.get(locale)!)
  const moved = [...slugRedirects(table), ...listPageRedirects(table.routes)]
  await writeExportInput(dist, exportInputOf(table.routes, siteContent.settings, cards, moved))
  const media = readMediaManifest(dist)
  const prerendered = siteAsServed(media, { preview: false })
  // The prerender renders this very site and these messages (`app/siteSource.built.ts`): its bundle holds none.
  const handedOver: PrerenderSite = { pages: pagesOf(prerendered), site: prerendered.site }
  await writeBuildCache(dist, PRERENDER_SITE, asCompiledForProduction(handedOver))
  await writeBuildCache(
    dist,
    PRERENDER_MESSAGES,
    Object.fromEntries([...i18n].map(([locale, { messages }]) => [locale, messages])) satisfies PrerenderMessages,
  )
  await writePageKeys(
    dist,
    pageKeys({
      routes: prerendered.table.routes,
      site: prerendered.site,
      messages: new Map(LOCALES.map((locale) => [locale, i18n.get(locale)!.messages])),
      pageMessages,
      otherUrls: GALLERY_LOCALES.map((locale) => ({ url: galleryUrl(locale), locale })),
      media: [...media].sort(([a], [b]) => a.localeCompare(b)),
    }),
  )
  return 0
}
