import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * A getter for the package `name`, required the first time it is called: for the heavy tools a dev server, a build
 * step or a config bundle may never need (TypeScript's parser, SVGO, magicast, fontkit). Vite bundles
 * `vite.config.ts` with every module it imports and hoists their packages' imports to the top, so a package imported
 * at the top of such a module loads at every start, needed or not.
 */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined
  return () => (loaded ??= require(name) as T)
}
