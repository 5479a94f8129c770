import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'
import { brandFontCss, brandFontUrlModule, fallbackFaces } from '../../scripts/brand-font'
import { siteBrandFont } from '../../scripts/brand-font-file'
import { fontInstance, logoFiles } from '../../scripts/logo'
import instrumentSans from '@capsizecss/metrics/instrumentSans'

const require = createRequire(import.meta.url)
const { family: BRAND_FAMILY, fallbackFamily: FALLBACK_FAMILY, file: BRAND_FONT_FILE } = siteBrandFont()
const fontFile = require.resolve(BRAND_FONT_FILE)
const percent = (value: string) => Number.parseFloat(value) / 100

describe('the brand font (src/design/fonts.css)', () => {
  it('is what `npm run fonts` writes, with the module giving the preload the same file', async () => {
    expect(readFileSync('src/design/fonts.css', 'utf8')).toBe(await brandFontCss())
    expect(readFileSync('src/design/brandFontUrl.generated.ts', 'utf8')).toBe(await brandFontUrlModule())
    expect(await brandFontUrlModule()).toContain(`from '${BRAND_FONT_FILE}?url'`)
  }, 30_000)

  it('serves one file, the Latin variable woff2, and the tokens name its two families first', () => {
    const css = readFileSync('src/design/fonts.css', 'utf8')
    expect([...css.matchAll(/url\(([^)]*)\)/g)].map((match) => match[1])).toEqual([
      `'../../node_modules/${BRAND_FONT_FILE}'`,
    ])
    expect(css).toMatch(/font-display: swap;/)
    expect(css).toMatch(/font-weight: 400 700;/)
    expect(css).toContain(`local('Arial'), local('Liberation Sans'), local('Helvetica')`)
    const tokens = readFileSync('src/design/tokens.css', 'utf8')
    expect(/--font-sans:\s*([^;]+);/.exec(tokens)?.[1]).toMatch(
      new RegExp(`^'${BRAND_FAMILY}', '${FALLBACK_FAMILY}', `),
    )
  })

  it('has the vertical metrics capsize computes with: those of the file itself', () => {
    const font = fontkit.openSync(fontFile)
    expect(font.familyName).toBe(instrumentSans.familyName)
    expect([font.unitsPerEm, font.ascent, font.descent, font.lineGap]).toEqual([
      instrumentSans.unitsPerEm,
      instrumentSans.ascent,
      instrumentSans.descent,
      instrumentSans.lineGap,
    ])
    // Browsers size the line from the typo metrics when this flag is set; they are the same numbers.
    const os2 = font['OS/2']
    expect(os2.fsSelection.useTypoMetrics).toBe(true)
    expect([os2.typoAscender, os2.typoDescender, os2.typoLineGap]).toEqual([970, -250, 0])
  })

  it('sizes the fallback sanely: close to Arial, and the same line height as Instrument Sans', () => {
    const faces = fallbackFaces()
    expect(faces.map((face) => face.weight)).toEqual([400, 500, 600, 700])
    for (const face of faces) {
      const size = percent(face.sizeAdjust)
      // Instrument Sans is a little wider than Arial at 400/500 and a little narrower than Arial Bold at 600/700.
      expect(size, `${face.weight}`).toBeGreaterThan(0.95)
      expect(size, `${face.weight}`).toBeLessThan(1.08)
      // Once resized, the fallback's ascent, descent and gap are Instrument Sans's (0.97 + 0.25 + 0 em).
      expect(percent(face.ascentOverride) * size).toBeCloseTo(0.97, 3)
      expect(percent(face.descentOverride) * size).toBeCloseTo(0.25, 3)
      expect(percent(face.lineGapOverride)).toBe(0)
    }
    // Wider weights take more room: the overrides follow the instance, not one face for all.
    expect(percent(faces[1]!.sizeAdjust)).toBeGreaterThan(percent(faces[0]!.sizeAdjust))
    expect(percent(faces[3]!.sizeAdjust)).toBeGreaterThan(percent(faces[2]!.sizeAdjust))
  })
})

describe('the logo (scripts/logo.ts)', () => {
  it('its files are what the script writes', async () => {
    for (const [path, text] of Object.entries(await logoFiles())) expect(readFileSync(path, 'utf8'), path).toBe(text)
  }, 30_000)

  it('outlines the wordmark at the weight asked for, not at the font’s default', () => {
    const buffer = readFileSync(fontFile)
    const stem = (wght: number) => {
      const { bbox } = fontInstance(buffer, wght).layout('l').glyphs[0]!.path
      return bbox.maxX - bbox.minX
    }
    const { bbox } = fontkit.create(buffer).layout('l').glyphs[0]!.path
    expect(stem(400)).toBe(bbox.maxX - bbox.minX)
    expect(stem(600)).toBeGreaterThan(stem(400))
    expect(stem(700)).toBeGreaterThan(stem(600))
  })
})
