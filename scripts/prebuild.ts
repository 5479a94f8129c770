import { siteContent } from '../content/site'
import { buildOutputDir } from '../src/build/buildCache'
import { exportInputOf, writeExportInput } from '../src/build/export/exportInput'
import { pageMessageIds, writePageMessageIds } from '../src/build/export/pageMessages'
import { buildSite } from '../src/config/buildSite'
import { listPageRedirects } from '../src/config/pagination'
import { alternatesIndex, slugRedirects } from '../src/config/routeTable'
import { loadI18n } from '../src/i18n/catalogs'
import { LOCALES, type Locale } from '../src/i18n/locales'
import { socialCardsOf } from '../src/render/socialCard'
import { checkConfig } from './check-config'
import { buildSiteMedia } from './media'
import { translationGate } from './i18n-gate'
import { collectMessageUsage } from './i18n/usage'
import { walkCopy } from './i18n/walkCopy'

/**
 * The first step of `npm run build`, in one process (loading the content once): the config check, then the
 * translation gate over where each message shows (found once per build). When both pass it leaves the later steps
 * what they need in `<dist>/cache/`: each page's message list for the prerender (`page-messages.json`, from the same
 * where-used knowledge, plus the site's menus and settings on every page) and the routes and settings for the
 * export (`export-input.json`, with each page's social-card title in its locale), so that last step does not load the
 * content again; and it makes every image the pages show (`buildSiteMedia`: `media.json` and the files in `media/`).
 */
export default async function prebuild(): Promise<number> {
  if ((await checkConfig()) !== 0) return 1
  const usage = await collectMessageUsage()
  if ((await translationGate(usage)) !== 0) return 1
  const dist = buildOutputDir()
  await buildSiteMedia(dist)
  const siteCopy = walkCopy({ settings: siteContent.settings, navigation: siteContent.navigation })
  await writePageMessageIds(
    dist,
    pageMessageIds(
      usage.places,
      siteCopy.map((found) => found.id),
    ),
  )
  const { table } = buildSite(siteContent)
  const i18n = new Map(await Promise.all(LOCALES.map(async (locale) => [locale, await loadI18n(locale)] as const)))
  const cards = socialCardsOf(table.routes, alternatesIndex(table), (locale: Locale) => i18n.get(locale)!)
  const moved = [...slugRedirects(table), ...listPageRedirects(table.routes)]
  await writeExportInput(dist, exportInputOf(table.routes, siteContent.settings, cards, moved))
  return 0
}
