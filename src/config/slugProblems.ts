import { DEFAULT_LOCALE, LOCALES, isLocale, parseLocalePath } from '../i18n/locales'
import type { PageConfig } from './pages'

const SLUG = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/

/**
 * What is wrong with a page's `slugs`: each key a locale other than Portuguese (which uses `path`), each value a
 * lower-case path without a locale or trailing slash, and a page with localized addresses to rename.
 */
export function slugProblems(page: PageConfig, pageName: string): Array<{ where: string; message: string }> {
  if (!page.slugs) return []
  if (page.urls === 'unprefixed')
    return [
      {
        where: `${pageName} › slugs`,
        message: `the page is served only at "${page.path}" (\`urls: 'unprefixed'\`), so it has no localized address to rename; remove \`slugs\` or its \`urls\``,
      },
    ]
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
  return Object.entries(page.slugs).flatMap(([locale, slug]) => {
    const message = slugProblem(locale, slug, page.path, others)
    return message ? [{ where: `${pageName} › slugs.${locale}`, message }] : []
  })
}

function slugProblem(locale: string, slug: unknown, path: string, others: readonly string[]): string | undefined {
  if (locale === DEFAULT_LOCALE)
    return `${DEFAULT_LOCALE} is the source language and uses the page's \`path\` ("${path}"): change \`path\` instead, or remove this slug`
  if (!isLocale(locale))
    return `"${locale}" is not one of the site's locales; use ${others.map((other) => `"${other}"`).join(' or ')}`
  if (typeof slug !== 'string' || slug === '/' || !SLUG.test(slug))
    return `${JSON.stringify(slug)} is not a page path: write it lower case, starting with "/", words joined by "-", without a trailing slash, like "/ai-automation-for-clinics"`
  const prefixed = parseLocalePath(slug)
  return prefixed.locale
    ? `"${slug}" starts with the locale "${prefixed.locale}"; write it without ("${prefixed.path}"): the site adds "/${locale}" itself`
    : undefined
}
