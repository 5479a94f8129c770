import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The WCAG 2.2 AA rule sets every axe check runs. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe's WCAG 2.2 AA violations on the page (optionally only inside `include`), one readable line each. It runs axe in
 * its legacy mode, one `axe.run` in the page: about 1.3 s faster per check than the default mode, which opens a blank
 * page to merge the results of the page's frames. Neither mode checks frames reliably (on a probe page holding one
 * violation in a frame, the default mode missed it in 1 of 9 runs, legacy mode in 1 of 16, and legacy mode skips
 * frames of another origin), and no page the suite checks holds one, so a page with a frame is refused: check it
 * before the frame loads, or the frame's own page.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const frames = page.frames().filter((frame) => frame !== page.mainFrame())
  if (frames.length > 0)
    throw new Error(
      `axe cannot check the frames of ${page.url()} reliably: ${frames.map((frame) => frame.url()).join(', ')}`,
    )
  // Only the violations are reported in full (`resultTypes`): axe still runs every rule on every element, but skips
  // describing each element that passed (a selector for each of the gallery's ~11,000), half the time of a check.
  // One `options` call with the rules: `options` replaces what `withTags` sets.
  const builder = new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] })
    .setLegacyMode(true)
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map(
    (violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target).join(', ')}`,
  )
}
