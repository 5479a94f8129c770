import type { Locale } from '../i18n/locales'
import type { Collection } from './collections'
import type { Copy } from './common'
import type { Block, LayoutName } from './registry'

export type { LayoutName } from './registry'

/** The id of every page's `<main>`, the skip link's target: `#main` is an anchor every page has. */
export const MAIN_ID = 'main'

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
    /**
     * Image shown when the page is shared (`public/`, 1200×630). Default: a card the build draws for the page, its
     * title in the page's language on the brand's background (`/og/<locale>/<path>.png`).
     */
    image?: string
  }
  /** The chrome around the page: one of the layouts of `layouts/index.ts` (see `LayoutName`). */
  layout: LayoutName
  /**
   * Languages the page is published in (default: every language but those still being translated, the settings'
   * `localesInProgress`). Other languages' pickers lead to their home instead, and their menus leave out links to it;
   * in a language still being translated, links to it (menus, buttons) lead to the Portuguese page instead.
   */
  locales?: Locale[]
  /**
   * The page's path in a language other than Portuguese, when its address should read in that language:
   * `{ 'en-us': '/ai-automation-for-clinics' }` serves `/en-us/ai-automation-for-clinics`, and the address it would
   * have had (`/en-us/<path>`) moves there (301). Hreflang, the sitemap, the language pickers and every link to
   * `path` (menus, buttons) use it. Lower case, without the locale; Portuguese always uses `path`. Default: `path`.
   */
  slugs?: Partial<Record<Locale, string>>
  /**
   * Which addresses serve the page (default `localized`):
   * - `localized`: `/pt-br/x`, `/en-us/x`, `/es-es/x`;
   * - `unprefixed`: only `/x`, in Portuguese;
   * - `both`: the localized ones plus `/x` in Portuguese.
   */
  urls?: 'localized' | 'unprefixed' | 'both'
  /** Keep the page out of search engines and the sitemap (thank-you, digital business card). */
  noindex?: boolean
  /** Never show the cookie banner on this page (the spec keeps it off the digital business card). */
  hideConsentBanner?: boolean
  /** The page's blocks, top to bottom. */
  sections: Block[]
}

/**
 * A page declared once for every entry of a content collection (news articles, service pages…): one URL per
 * entry, its `path` with the entry's slug in place of `:slug`.
 */
export interface CollectionPageConfig<Entry extends { slug: string }> extends Omit<
  PageConfig,
  'path' | 'meta' | 'sections' | 'slugs'
> {
  /** Locale-less path with `:slug` where each entry's slug goes, e.g. `/noticias/:slug`. */
  path: `${string}:slug${string}`
  /** The entries, one page each (see `content/`). */
  collection: Collection<Entry>
  /** Search-engine and social preview texts of one entry's page. */
  meta: (entry: Entry) => PageConfig['meta']
  /** The blocks of one entry's page, top to bottom. */
  sections: (entry: Entry) => Block[]
}

/** One item of `pages.config.ts`: a page, or a page per entry of a collection. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- collections hold entries of any shape
export type PageDeclaration = PageConfig | CollectionPageConfig<any>

export type PagesConfig = readonly PageDeclaration[]
