import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readArtRecord } from '../../src/tools/build/media/artRecord'
import { MEDIA_FOLDER } from '../../src/config/image'
import { localeVariant } from '../../src/config/localizedImages'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales'
import { loadI18n } from '../../src/i18n/catalogs'
import { MIN_TEXT_PX } from '../../scripts/media-art/kit'
import { compositions } from '../../scripts/media-art/registry'
import { drawInLocale, hasOwnWords } from '../../scripts/media-art/drawInLocale'

const record = readArtRecord()
const rerender = (file: string) => `run \`npm run media:art -- ${file.replace(/\.\w+$/, '')}\``

/**
 * Each picture `npm run media:art` draws says, in each locale, what the catalogs say now: drawn again from the
 * compositions and `locales/<locale>/messages.po`, every locale's HTML is the one its file was rendered from
 * (`content/media/art.json` keeps its hash and words). A translation changed in a PO file, or a composition
 * changed, fails here until the picture is drawn again.
 */
describe.each(compositions.map((c) => [c.file, c] as const))('the picture %s', (file, composition) => {
  const drawn = record[file]

  it('is recorded as drawn, at its composition’s size', () => {
    expect(drawn, `${file} is not in content/media/art.json: ${rerender(file)}`).toBeDefined()
    expect([drawn!.width, drawn!.height], rerender(file)).toEqual([composition.width, composition.height])
  })

  it.each(LOCALES.map((locale) => [locale]))('shows the words of the %s catalog', async (locale) => {
    const own = drawInLocale(composition, locale, await loadI18n(locale))
    const source = drawInLocale(composition, DEFAULT_LOCALE, await loadI18n(DEFAULT_LOCALE))
    const version = drawn?.locales[locale]
    if (locale !== DEFAULT_LOCALE && !hasOwnWords(own, source)) {
      // No words of its own in this locale: the default file serves it, and no stale version is left behind.
      expect(version, `${file} has the same words in ${locale}: ${rerender(file)}`).toBeUndefined()
      expect(existsSync(join(MEDIA_FOLDER, localeVariant(file, locale)))).toBe(false)
      return
    }
    const why = `content/media/${localeVariant(file, locale)} was drawn from other words or another layout than the composition and locales/${locale}/messages.po have now: ${rerender(file)}`
    expect(version?.words, why).toEqual(own.words)
    expect(version?.sha, why).toBe(own.sha)
    expect(existsSync(join(MEDIA_FOLDER, version!.file)), `${version!.file} is missing: ${rerender(file)}`).toBe(true)
  })

  it(`keeps its text at ${MIN_TEXT_PX} px or more where it is laid out`, () => {
    if (drawn?.minTextPx === undefined) return
    expect(drawn.minTextPx, `"${drawn.smallestText}" in ${file}`).toBeGreaterThanOrEqual(MIN_TEXT_PX - 0.05)
  })
})
