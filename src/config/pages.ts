import type { Block } from '../../sections'
import type { Copy } from './common'

/** The page chrome around the sections. */
export const LAYOUTS = ['default', 'bare'] as const
/**
 * - `default`: site header with full navigation and the site footer.
 * - `bare`: no header or footer (e.g. a digital business card).
 */
export type LayoutName = (typeof LAYOUTS)[number]

/** One screen of the site, in every locale. */
export interface PageConfig {
  /** Stable, unique name of the page (`home`, `about`); named in config errors and translator notes. */
  id: string
  /** Locale-less path, e.g. `/quem-somos` (served as `/pt-br/quem-somos`, `/en-us/quem-somos`, …); `/` is the home. */
  path: string
  /** Search-engine and social preview texts. */
  meta: {
    /** Browser tab and search result title. */
    title: Copy
    /** Search result description, about 150 characters. */
    description: Copy
  }
  /** The chrome around the page (see `LayoutName`). */
  layout: LayoutName
  /** The page's blocks, top to bottom. */
  sections: Block[]
}

export type PagesConfig = readonly PageConfig[]
