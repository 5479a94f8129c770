import type { Block } from '../config/registry'
import type { PageConfig } from '../config/pages'
import type { SectionFixtures } from './galleryEntries'

/**
 * Every section's fixtures as the blocks of one page (each block's id its fixture's name), so the build finds and
 * makes the images they show as it does a page's (`imageUses`, `withBuiltImages`). Never served.
 */
export function fixturesAsPage(fixtures: SectionFixtures): PageConfig {
  const sections = Object.entries(fixtures).flatMap(([type, named]) =>
    Object.entries(named).map(([id, props]) => ({ type, id, props }) as Block),
  )
  return { id: '_gallery', path: '/_gallery', layout: 'default', meta: GALLERY_META, sections }
}

/** The fixtures back from such a page (`fixturesAsPage`), by section type and fixture name. */
export function fixturesOfPage(page: PageConfig): SectionFixtures {
  const fixtures: SectionFixtures = {}
  for (const block of page.sections) (fixtures[block.type] ??= {})[block.id!] = block.props
  return fixtures
}

const GALLERY_META = { title: { id: '_gallery' }, description: { id: '_gallery' } }
