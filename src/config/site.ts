import type { Locale } from '../i18n/locales'
import type { LeadFormsConfig } from '../forms/leadForms'
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
  /**
   * Locales still being translated (`['es-es']`). Such a locale is never published as a whole: a page is built in it
   * only when its `locales` option names it (add it there once the page is 100 % translated), and only those pages
   * appear in its sitemap entries, hreflang links and language pickers; its menus skip the other pages. `npm run dev`
   * previews every page in it (untranslated texts in Portuguese); the translation gate reports its progress instead
   * of listing the texts still missing. Remove the locale from here when every page is translated. Default: none.
   */
  localesInProgress?: Locale[]
  /**
   * Registered company id, the Brazilian CNPJ, written with its punctuation (`12.345.678/0001-95`): in the footer's
   * legal line and the structured data (`taxID`). The config check verifies its two check digits.
   */
  companyId: string
  /** The office's postal address: in the footer and the structured data (`PostalAddress`). */
  address: PostalAddress
  /** Public contact address (privacy policy, footer, the drawer's contact links, structured data). */
  email: string
  /**
   * The office phone: `e164` is the number as dialled from abroad, `+` and digits only (`+551130000000`), for `tel:`
   * links and the structured data; `display` is how it is shown (`+55 11 3000-0000`), with the same digits.
   */
  phone: { e164: string; display: string }
  /** WhatsApp number in international format, digits only. */
  whatsapp: string
  /**
   * How soon the team answers a message, in business hours: a whole number, shown as a promise in each language
   * ("within 4 business hours") beside the contact details.
   */
  responseHours: number
  /** Year in the footer's copyright line. */
  copyrightYear: number
  /** Logo under `public/`, for structured data. */
  logo: string
  /** Social profiles, in the footer and the structured data (`sameAs`). */
  social: {
    /** Facebook page. */
    facebook: string
    /** Instagram profile. */
    instagram: string
    /** YouTube channel. */
    youtube: string
    /** X (Twitter) profile. */
    x: string
    /** LinkedIn company page (`https://www.linkedin.com/company/<name>`), the buyers' channel. */
    linkedin: string
  }
  /** Tracking, loaded only after a visitor accepts cookies. */
  tracking: {
    /** Tag-manager containers, loaded in this order. */
    tagManagerIds: string[]
    /** Ad pixel id; empty sends no page-view or lead events. */
    pixelId: string
  }
  /**
   * The fields of the lead forms (`content/forms.ts`), per locale: `contact` (contactForm blocks), `lead` (leadForm)
   * and `ecommerce` (ecommerceForm). The browser, the server and the team's e-mail all read them from here.
   */
  forms: LeadFormsConfig
}

/**
 * A postal address, written as on an envelope in its country. The fields are schema.org's `PostalAddress`, so the
 * structured data carries them as they are.
 */
export interface PostalAddress {
  /** Street, number, unit and district (the bairro): `Rua Fradique Coutinho, 212, conj. 41 – Pinheiros`. */
  streetAddress: string
  /** City: `São Paulo`. */
  addressLocality: string
  /** State or region, as abbreviated on envelopes: `SP`. */
  addressRegion: string
  /** Postal code as written in its country (a Brazilian CEP: `05416-000`). */
  postalCode: string
  /** Country, as its ISO 3166-1 two-letter code (`BR`); each language shows its own name for it. */
  addressCountry: string
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
  /**
   * The contact action: the one filled button of every header (site, alternative and landing; from `lg` up, or `sm`
   * up beside a phone menu) and the end of each phone menu, above the WhatsApp and e-mail links.
   */
  headerAction: NavLink
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
  /** Where the menus' and slugged pages' paths lead in each locale (`siteAddresses`); none: `/<locale><path>`. */
  addresses?: SiteAddresses
  /**
   * The paths of the pages published in each locale still in progress (`settings.localesInProgress`,
   * `publishedInProgress`): there a link to any other page leads to it in the default locale (`localizedHref`).
   */
  publishedInProgress?: Partial<Record<Locale, string[]>>
}

/**
 * Where a locale-less site path leads in a locale, for the paths that do not simply lead to `/<locale><path>`: the
 * page's own address there (its `slugs`), or null when the page is not published in that locale (menus then leave
 * the link out). Only the pages with slugs and the menus' targets are listed, so it stays small whatever the site.
 */
export type SiteAddresses = Record<string, Partial<Record<Locale, string | null>>>
