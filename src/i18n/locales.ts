/**
 * The one locale module: the list, the default, and how a locale prefix is read from and written into a path.
 * Router, prerender, sitemap, server and language picker all go through here.
 */
export const LOCALES = ['pt-br', 'en-us', 'es-es'] as const
export type Locale = (typeof LOCALES)[number]

/** Default route locale, catalog source and fallback. */
export const DEFAULT_LOCALE: Locale = 'pt-br'

export interface LocaleInfo {
  /** Native name shown in the language pickers. */
  name: string
  /** BCP 47 tag for `<html lang>` and `hreflang`. */
  htmlLang: string
  /** Flag image under `public/`. */
  flag: string
  /** Open Graph locale. */
  ogLocale: string
  /**
   * gettext's plural rule for the PO catalog's `Plural-Forms` header (`npm run i18n:extract` writes it, with
   * `Language` from `htmlLang`: `pt-BR` → `pt_BR`), e.g. `nplurals=2; plural=(n != 1);`. The site's own plurals are
   * ICU messages, which follow the locale's CLDR rules; this is for PO tools (Poedit, msgfmt).
   */
  pluralForms: string
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  'pt-br': {
    name: 'Português',
    htmlLang: 'pt-BR',
    flag: '/icons/flag-br.svg',
    ogLocale: 'pt_BR',
    pluralForms: 'nplurals=2; plural=(n > 1);',
  },
  'en-us': {
    name: 'English',
    htmlLang: 'en-US',
    flag: '/icons/flag-us.svg',
    ogLocale: 'en_US',
    pluralForms: 'nplurals=2; plural=(n != 1);',
  },
  'es-es': {
    name: 'Español',
    htmlLang: 'es-ES',
    flag: '/icons/flag-es.svg',
    ogLocale: 'es_ES',
    pluralForms: 'nplurals=2; plural=(n != 1);',
  },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export interface LocalePath {
  /** The locale named by the first segment, or null when the path has no locale prefix. */
  locale: Locale | null
  /** The rest of the path, always starting with `/` (`/` for a locale's home). */
  path: string
}

/** Splits `/en-us/quem-somos` into `{ locale: 'en-us', path: '/quem-somos' }`. Query and hash are not expected. */
export function parseLocalePath(pathname: string): LocalePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]?.toLowerCase()
  if (match && isLocale(first)) return { locale: first, path: stripTrailingSlash(match[2] ?? '/') }
  return { locale: null, path: stripTrailingSlash(pathname || '/') }
}

/** The locale a path is shown in: its prefix, or the default when it has none. */
export function localeOfPath(pathname: string): Locale {
  return parseLocalePath(pathname).locale ?? DEFAULT_LOCALE
}

/** `('/quem-somos', 'en-us')` → `/en-us/quem-somos`; `('/', 'en-us')` → `/en-us`. */
export function localizePath(path: string, locale: Locale): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** `/a/b//` → `/a/b`; `/` stays. A backwards scan: linear in the path, whatever it holds. */
export function stripTrailingSlash(path: string): string {
  let end = path.length
  while (end > 1 && path[end - 1] === '/') end -= 1
  return path.slice(0, end)
}

/**
 * Where a config link points for a visitor in `locale`: locale-less site paths get the visitor's locale,
 * paths that already name a locale (`/pt-br/contato`), anchors and external addresses are kept as they are.
 */
export function resolveHref(href: string, locale: Locale): string {
  if (!href.startsWith('/')) return href
  const hashAt = href.indexOf('#')
  const path = hashAt === -1 ? href : href.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  const parsed = parseLocalePath(path)
  return (parsed.locale ? localizePath(parsed.path, parsed.locale) : localizePath(parsed.path, locale)) + hash
}
