import type { AnySectionDefinition } from '../config/defineSection'

/**
 * The site's section modules, `sections/<type>/index.ts` by path, each a loader of its own chunk: the
 * `import.meta.glob` the app layer hands to the engine (`app/siteSections.ts`).
 */
export type SectionModules = Record<string, () => Promise<SectionModule>>

/** What `sections/<type>/index.ts` exports: its section, named after its type. */
export type SectionModule = Record<string, AnySectionDefinition>

/**
 * Section plugins load lazily, one chunk each, so a page ships the code of the blocks it uses and no other.
 * The router awaits `load` before it renders a page (on the server and before hydration), so rendering itself
 * stays synchronous and the client tree matches the prerendered HTML.
 */
export interface SectionLoader {
  /** Loads the sections of these types (each once). */
  load(types: readonly string[]): Promise<void>
  /** A section `load` has loaded. */
  get(type: string): AnySectionDefinition
  /** Takes the section of a new version of its module: the dev server's hot update of `sections/<type>/index.ts`. */
  replace(type: string, module: SectionModule): void
}

/** A loader over the site's section modules; a module's folder name is its section type. */
export function createSectionLoader(modules: SectionModules): SectionLoader {
  const byType = new Map(Object.entries(modules).map(([path, load]) => [path.split('/').at(-2)!, { path, load }]))
  const loaded = new Map<string, AnySectionDefinition>()
  return {
    async load(types) {
      await Promise.all(
        [...new Set(types)]
          .filter((type) => !loaded.has(type))
          .map(async (type) => {
            const module = byType.get(type)
            if (!module) throw new Error(`Unknown section type "${type}": no sections/${type}/index.ts`)
            const definition = (await module.load())[type]
            if (!definition) throw new Error(`${module.path} must export \`${type}\` made with defineSection`)
            loaded.set(type, definition)
          }),
      )
    },
    get(type) {
      const definition = loaded.get(type)
      if (!definition) throw new Error(`Section "${type}" was rendered before its loader loaded it`)
      return definition
    },
    replace(type, module) {
      const definition = module[type]
      if (definition) loaded.set(type, definition)
    },
  }
}
