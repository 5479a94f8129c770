import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales'
import type { SectionRegistry } from './defineSection'
import { expandPages } from './expandPages'
import { paginatePages } from './pagination'
import type { PageConfig, PagesConfig } from './pages'
import type { SiteSettings } from './site'

/** How the pages are built: published (the build, the checks) or previewed (`npm run dev`). */
export interface PublicationMode {
  /** Show every page in the locales still in progress too (`settings.localesInProgress`), published or not. */
  preview?: boolean
}

/**
 * The locales a page is built in. A page without `locales` is published in every locale but those still in
 * progress; a page names a locale in progress in its `locales` once it is translated there. In preview the locales
 * in progress are added to every page (the default locale's pages, that is every page with localized addresses).
 */
export function pageLocales(
  page: PageConfig,
  localesInProgress: readonly Locale[],
  { preview = false }: PublicationMode = {},
): Locale[] {
  const published = page.locales ?? LOCALES.filter((locale) => !localesInProgress.includes(locale))
  if (!preview) return published
  return LOCALES.filter((locale) => published.includes(locale) || localesInProgress.includes(locale))
}

/** The pages with the locales they are built in written out (`pageLocales`): what the route table reads. */
export function withPageLocales(
  pages: readonly PageConfig[],
  settings: Pick<SiteSettings, 'localesInProgress'>,
  mode: PublicationMode = {},
): PageConfig[] {
  const inProgress = (settings.localesInProgress ?? []).filter((locale) => locale !== DEFAULT_LOCALE)
  if (inProgress.length === 0) return [...pages]
  return pages.map((page) => ({ ...page, locales: pageLocales(page, inProgress, mode) }))
}

/**
 * Every concrete page of the content (`expandPages`), a page holding a paged list once per page of it
 * (`paginatePages`), in the locales it is built in (`withPageLocales`).
 */
export function sitePages(
  content: { pages: PagesConfig; settings: Pick<SiteSettings, 'localesInProgress'>; sections: SectionRegistry },
  mode: PublicationMode = {},
): PageConfig[] {
  return withPageLocales(paginatePages(expandPages(content.pages), content.sections), content.settings, mode)
}

/** The page as the dev servers preview it: in every locale, its `locales` dropped (a draft shows, marked as such). */
export function inEveryLocale({ locales: _locales, ...page }: PageConfig): PageConfig {
  return page
}
