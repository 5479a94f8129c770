import type { AnySectionDefinition } from '../config/defineSection'

/**
 * Section plugins load lazily, one chunk each, so a page ships the code of the blocks it uses and no other.
 * The router awaits `loadSections` before it renders a page (on the server and before hydration), so
 * rendering itself stays synchronous and the client tree matches the prerendered HTML.
 */
const modules = import.meta.glob<Record<string, AnySectionDefinition>>('/sections/*/index.ts')
const loaded = new Map<string, AnySectionDefinition>()

export async function loadSections(types: readonly string[]): Promise<void> {
  await Promise.all(
    [...new Set(types)]
      .filter((type) => !loaded.has(type))
      .map(async (type) => {
        const load = modules[`/sections/${type}/index.ts`]
        if (!load) throw new Error(`Unknown section type "${type}": no sections/${type}/index.ts`)
        const definition = (await load())[type]
        if (!definition) throw new Error(`sections/${type}/index.ts must export \`${type}\` made with defineSection`)
        loaded.set(type, definition)
      }),
  )
}

export function getSection(type: string): AnySectionDefinition {
  const definition = loaded.get(type)
  if (!definition) throw new Error(`Section "${type}" was rendered before loadSections() loaded it`)
  return definition
}
