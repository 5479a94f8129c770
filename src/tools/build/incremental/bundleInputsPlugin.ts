import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { buildOutputDir, writeBuildCache } from '../buildCache'

/** Where `vike build` records the project's files its bundles are made of (`<dist>/cache/bundle-inputs.json`). */
export const BUNDLE_INPUTS = 'bundle-inputs.json'

/**
 * `vike build` only: records every file of the project (`root`, outside `node_modules`) that went into the bundles,
 * the browser's and the prerender's (each module either loaded), and those the Vite config is made of
 * (`vite.config.ts` and what it imports: the settings its plugins compile into the bundles). An edit to none of
 * them leaves the bundles as they are (`scripts/build.ts`).
 */
export function bundleInputsPlugin(root: string): Plugin {
  const inputs = new Set<string>()
  const add = (id: string) => {
    const path = id.split('?')[0]!
    if (id.startsWith('\0') || !path.startsWith(root + sep) || path.includes(`${sep}node_modules${sep}`)) return
    inputs.add(relative(root, path).split(sep).join('/'))
  }
  return {
    name: 'nuvora-bundle-inputs',
    apply: 'build',
    // One instance for both environments, so the record holds both bundles' files.
    sharedDuringBuild: true,
    configResolved(config) {
      for (const file of config.configFileDependencies) add(file)
    },
    async buildEnd() {
      for (const id of this.getModuleIds()) add(id)
      await writeBuildCache(buildOutputDir(), BUNDLE_INPUTS, [...inputs].sort())
    },
  }
}
