import type { SectionFixtures } from '../../src/gallery/galleryEntries'

const modules = import.meta.glob<{ fixtures: Record<string, object> }>('/sections/*/fixtures.ts', { eager: true })

/** Every `sections/<type>/fixtures.ts`, by section type: the gallery's content, handed to it like the pages are. */
export const sectionFixtures: SectionFixtures = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.split('/')[2]!, module.fixtures]),
)
