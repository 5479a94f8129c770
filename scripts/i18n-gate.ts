import { resolve } from 'node:path'
import { siteContent } from '../content/site'
import { pageMessageIds, writePageMessageIds } from '../src/build/export/pageMessages'
import { formatProblem, siteProblems } from './i18n/problems'
import { readCatalogs } from './i18n/load'
import { collectMessageUsage } from './i18n/usage'
import { walkCopy } from './i18n/walkCopy'

/**
 * The build's translation gate (first step of `npm run build`): a page is built in a locale only when every
 * message it shows there is translated, not fuzzy, and keeps its source's placeholders. Otherwise the build
 * stops and lists locale › page › block.field with the fix; a page still being translated can be published in
 * fewer locales meanwhile (its `locales` option). When it passes, it leaves the prerender the list of messages
 * each page ships (`<dist>/cache/page-messages.json`), from the same where-used knowledge: found once per build.
 */
export default async function gate(): Promise<number> {
  const usage = await collectMessageUsage()
  const problems = siteProblems(await readCatalogs(), usage)
  if (problems.length === 0) {
    const siteCopy = walkCopy({ settings: siteContent.settings, navigation: siteContent.navigation })
    await writePageMessageIds(
      resolve(process.env.DIST_DIR ?? 'dist'),
      pageMessageIds(
        usage.places,
        siteCopy.map((found) => found.id),
      ),
    )
    console.log('✓ translations: every page is complete in every locale it is published in')
    return 0
  }
  console.error(`✗ ${problems.length} translation problem(s) would ship a page half-translated or broken:`)
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`)
  console.error(
    '\nFix them in locales/<locale>/messages.po (docs/translators.md), or publish the page only in the locales ' +
      "it is ready in: `locales: ['pt-br']` in its pages/<page>.ts.",
  )
  return 1
}
