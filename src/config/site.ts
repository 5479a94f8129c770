import type { Locale } from '../i18n/locales'
import type { Copy, Href } from './common'

/**
 * The company behind the site and the services it plugs in: the engine receives these as input
 * (`content/settings.ts`) and never imports them.
 */
export interface SiteSettings {
  /** Brand name, appended to page titles that do not already name it. */
  name: string
  /** Registered company name, in the footer's copyright line and the structured data. */
  legalName: string
  /** Public origin of the production site (no trailing slash), for canonical, alternate and sharing links. */
  origin: string
  /**
   * The site's own host for a locale that has one, without `www.` (both forms are served): the English host at `/`
   * shows the English home, and a page of a locale with its own host moves there (301). Other hosts get no rule.
   */
  hosts: Partial<Record<Locale, string>>
  /** Public contact address (privacy policy, structured data). */
  email: string
  /** WhatsApp number in international format, digits only. */
  whatsapp: string
  /** Year in the footer's copyright line. */
  copyrightYear: number
  /** Logo under `public/`, for structured data. */
  logo: string
  /** Social profiles, in the footer and the structured data (`sameAs`). */
  social: {
    facebook: string
    instagram: string
    youtube: string
    x: string
  }
  /** Tracking, loaded only after a visitor accepts cookies. */
  tracking: {
    /** Tag-manager containers, loaded in this order. */
    tagManagerIds: string[]
    /** Ad pixel id; empty sends no page-view or lead events. */
    pixelId: string
  }
}

/** A link of a menu: a locale-less site path is localized for the visitor (`/contato` → `/en-us/contato`). */
export interface NavLink {
  /** The link text. */
  label: Copy
  /** Where it goes (site path, `#anchor` or `https://`); site paths must match a page. */
  href: Href
  /** A line under the label, shown in the desktop services dropdown. */
  description?: Copy
}

/** A titled group of links: a dropdown in the desktop header, an expandable list in the drawer, a footer column. */
export interface NavMenu {
  /** The group's title. */
  label: Copy
  /** Its links, in order. */
  links: NavLink[]
}

/** Every menu of the site, in one place; header, drawer, alternative header and footers render from it. */
export interface NavigationConfig {
  /** The `default` layout's header on wide screens, in order; the drawer shows the links first, then the menus. */
  header: Array<NavLink | NavMenu>
  /** The `alternative` layout's header and its slide-down mobile menu. */
  alternativeHeader: NavLink[]
  /** The site footer's link columns, after the company column and before the languages. */
  footer: NavMenu[]
  /** The `landing` layout's footer: a row of links (its label names it for screen readers) and one call to action. */
  landingFooter: NavMenu & {
    /** The button at its end. */
    action: NavLink
  }
}

export function isNavMenu(item: NavLink | NavMenu): item is NavMenu {
  return 'links' in item
}

/**
 * What the engine is given about the site besides its pages: settings and menus. It is small, serializable and the
 * same whatever the number of pages, so each prerendered page carries it for the browser (`src/router/pageData.ts`)
 * and components read it through `useSiteData()` (`src/router/runtime.tsx`).
 */
export interface SiteData {
  settings: SiteSettings
  navigation: NavigationConfig
}
