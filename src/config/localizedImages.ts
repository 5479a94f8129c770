import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales'
import { mediaKey, type BuiltImage, type Image, type ImageSlot } from './image'

/**
 * A picture with words in it has a file per locale: `hero/contrate.png` in the default locale (what `src` names),
 * `hero/contrate.en-us.png` and `hero/contrate.es-es.png` beside it. Each page shows its locale's file, or the
 * default one where its locale has none. `npm run media:art` draws the site's own art this way; a photo with a
 * caption in it can be committed the same way.
 */
export function localeVariant(src: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return src
  const dot = src.lastIndexOf('.')
  return dot > src.lastIndexOf('/') ? `${src.slice(0, dot)}.${locale}${src.slice(dot)}` : `${src}.${locale}`
}

/** The locale a file is the version of (`hero/contrate.en-us.png` → `en-us`), or undefined for a default file. */
export function variantLocale(src: string): Locale | undefined {
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && src.includes(`.${locale}.`))
}

/**
 * Why a `src` may not name a locale's version itself (`hero/contrate.en-us.png`): every locale would show that
 * one. Undefined when it names a default file.
 */
export function variantSrcProblem(src: string): string | undefined {
  const locale = variantLocale(src)
  if (!locale) return undefined
  const base = src.replace(`.${locale}.`, '.')
  return `src "${src}" names the ${locale} version of a picture, which every locale would then show; write src: '${base}' and each page shows its own locale's version (${locale} pages the .${locale} file)`
}

/** The uses plus, for each use whose source has a version in another locale (`has`), that version in its place. */
export function withLocaleVariants<Use extends { where: string; image: Image }>(
  uses: readonly Use[],
  has: (src: string) => boolean,
): Use[] {
  return uses.flatMap((use) => [
    use,
    ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE && has(localeVariant(use.image.src, locale))).map(
      (locale) => ({
        ...use,
        where: `${use.where} (${locale})`,
        image: { ...use.image, src: localeVariant(use.image.src, locale) },
      }),
    ),
  ])
}

/** What the build made of each locale's version of `image` in `slot` (`find` looks a media key up), if any. */
export function builtVariants(
  image: Image,
  slot: ImageSlot,
  find: (key: string) => BuiltImage | undefined,
): Partial<Record<Locale, BuiltImage>> | undefined {
  let variants: Partial<Record<Locale, BuiltImage>> | undefined
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue
    const built = find(mediaKey({ ...image, src: localeVariant(image.src, locale) }, slot))
    if (built) (variants ??= {})[locale] = built
  }
  return variants
}
