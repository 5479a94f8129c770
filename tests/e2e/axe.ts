import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The WCAG 2.2 AA rule sets every axe check runs. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe's WCAG 2.2 AA violations on the page (optionally only inside `include`), one readable line each. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map(
    (violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target).join(', ')}`,
  )
}
