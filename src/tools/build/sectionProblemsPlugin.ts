import type { Plugin } from 'vite'

/** The module the browser gets in place of a section's rules. */
const NO_RULES = '\0nuvora:section-problems-stub'
/** A section's definition (`sections/<type>/index.ts`), the one importer of its rules. */
const DEFINITION = /[\\/]sections[\\/][^\\/]+[\\/]index\.ts$/

/**
 * A section's config-check rules (`sections/<type>/problems.ts`, `defineSection`'s `problems`) never reach the
 * browser: for the client environment, `import … from './problems'` in a section's definition resolves to a module
 * with none (`problems` undefined), so the pages' scripts hold no rule or message of the check. The server (the
 * build's prerender, the dev server's config check, the scripts) gets the real module.
 */
export function sectionProblemsPlugin(): Plugin {
  return {
    name: 'nuvora:section-problems',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.name !== 'client' || source !== './problems' || !importer || !DEFINITION.test(importer))
        return undefined
      return NO_RULES
    },
    load(id) {
      return id === NO_RULES ? 'export const problems = undefined\n' : undefined
    },
  }
}
