import { formatProblem, siteProblems } from './i18n/problems'
import { readCatalogs } from './i18n/load'
import { formatProgress, localesProgress } from './i18n/progress'
import type { MessageUsage } from './i18n/usage'

/**
 * The build's translation gate (first step of `npm run build`): a page is built in a locale only when every
 * message it shows there is translated, not fuzzy, and keeps its source's placeholders. Otherwise the build
 * stops and lists locale › page › block.field with the fix; a page still being translated can be published in
 * fewer locales meanwhile (its `locales` option). A locale still in progress (`settings.localesInProgress`) is held
 * to this only on the pages published in it; for the rest the gate prints its progress. `usage` is where each
 * message shows (`collectMessageUsage`), found once per build by `scripts/prebuild.ts`, which runs this gate.
 */
export async function translationGate(usage: MessageUsage): Promise<number> {
  const catalogs = await readCatalogs()
  for (const progress of localesProgress(catalogs, usage)) console.log(`… ${formatProgress(progress)}`)
  const problems = siteProblems(catalogs, usage)
  if (problems.length === 0) {
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
