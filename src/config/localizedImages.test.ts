import { describe, expect, it } from 'vitest'
import { mediaKey, type BuiltImage, type ImageSlot } from './image'
import { builtVariants, localeVariant, variantLocale, variantSrcProblem, withLocaleVariants } from './localizedImages'

const slot: ImageSlot = { name: 'hero.image', sizes: '480px', aspect: 4 / 3 }
const built = (name: string): BuiltImage => ({ main: { width: 960, height: 720, src: `/m/${name}.webp` } })

describe('a picture’s versions per locale', () => {
  it('are named beside the source, the locale before the extension', () => {
    expect(localeVariant('hero/contrate.png', 'en-us')).toBe('hero/contrate.en-us.png')
    expect(localeVariant('hero/contrate.png', 'pt-br')).toBe('hero/contrate.png')
    expect(localeVariant('v1.2/art', 'es-es')).toBe('v1.2/art.es-es')
    expect(variantLocale('hero/contrate.es-es.png')).toBe('es-es')
    expect(variantLocale('hero/contrate.png')).toBeUndefined()
  })

  it('are refused as a source: every locale would show that one', () => {
    expect(variantSrcProblem('hero/contrate.png')).toBeUndefined()
    expect(variantSrcProblem('hero/contrate.en-us.png')).toMatch(
      /names the en-us version.*write src: 'hero\/contrate.png'/,
    )
  })

  it('are built in the places of their source, where the file exists', () => {
    const use = { where: 'home › sections[0] (hero) › image', image: { src: 'hero/a.png' }, slot }
    const uses = withLocaleVariants([use], (src) => src === 'hero/a.es-es.png')
    expect(uses.map(({ where, image }) => [where, image.src])).toEqual([
      ['home › sections[0] (hero) › image', 'hero/a.png'],
      ['home › sections[0] (hero) › image (es-es)', 'hero/a.es-es.png'],
    ])
  })

  it('are handed to the page by locale, from what the build made (none: the source serves every locale)', () => {
    const image = { src: 'hero/a.png', focus: { x: 50, y: 20 } }
    const builds = new Map([[mediaKey({ ...image, src: 'hero/a.en-us.png' }, slot), built('a-en')]])
    expect(builtVariants(image, slot, (key) => builds.get(key))).toEqual({ 'en-us': built('a-en') })
    expect(builtVariants({ src: 'hero/b.png' }, slot, (key) => builds.get(key))).toBeUndefined()
  })
})
