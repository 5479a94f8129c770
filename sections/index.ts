import type { PropsOf, SectionRegistry } from '../src/config/defineSection'
import { featureGrid } from './featureGrid'
import { hero } from './hero'
import { logoWall } from './logoWall'
import { nextLevel } from './nextLevel'
import { officialPartners } from './officialPartners'
import { richText } from './richText'
import { servicesGrid } from './servicesGrid'
import { transformCards } from './transformCards'
// ⟨helper-about: imports⟩
// ⟨helper-news: imports⟩
// ⟨helper-content: imports⟩
// ⟨helper-landing: imports⟩

/**
 * Every kind of block a page can use. To add one, create `sections/<type>/` (component, schema, fixtures,
 * test, index with `defineSection`) and list it here; the folder name must equal the type.
 */
export const sections = {
  hero,
  officialPartners,
  transformCards,
  servicesGrid,
  nextLevel,
  logoWall,
  richText,
  featureGrid,
  // ⟨helper-about: sections⟩
  // ⟨helper-news: sections⟩
  // ⟨helper-content: sections⟩
  // ⟨helper-landing: sections⟩
} satisfies SectionRegistry

export type Sections = typeof sections
export type SectionType = keyof Sections

/** One block of a page: a section type, its props and, optionally, an anchor id (`servicos` for `#servicos`). */
export type Block = {
  [K in SectionType]: {
    type: K
    /** Anchor id of the section, unique on its page (links use `#id`). */
    id?: string
    props: PropsOf<Sections[K]>
  }
}[SectionType]
