import { describe, expect, it } from 'vitest'
import { imageWidths, parseSizes, requiredSourceWidth, shownWidth } from './imageSizes'

const HERO = '(min-width: 1024px) 480px, (min-width: 640px) 576px, calc(100vw - 2rem)'

describe('a slot’s sizes, read as the browser reads them', () => {
  it('picks the first entry whose condition holds, in px, vw or calc(vw - px|rem)', () => {
    expect(shownWidth(HERO, 1280)).toBe(480)
    expect(shownWidth(HERO, 768)).toBe(576)
    expect(shownWidth(HERO, 390)).toBe(358)
    expect(shownWidth('(min-width: 768px) calc(50vw - 2.75rem), 90vw', 768)).toBe(340)
    expect(shownWidth('(min-width: 768px) calc(50vw - 2.75rem), 90vw', 400)).toBe(360)
  })

  it('refuses what it cannot read, saying what it reads', () => {
    expect(() => parseSizes('(max-width: 600px) 100vw, 50vw')).toThrow(/needs a "\(min-width: Npx\)" condition/)
    expect(() => parseSizes('(min-width: 600px) 50vw')).toThrow(/end with a width without condition/)
    expect(() => parseSizes('30em')).toThrow(/not a width this check reads/)
  })

  it('asks each source to cover the widest it is shown on a 2× screen, in its range', () => {
    expect(requiredSourceWidth(HERO)).toBe(1152)
    expect(requiredSourceWidth(HERO, 'phones')).toBe(796)
    expect(requiredSourceWidth('128px')).toBe(256)
  })

  it('makes the width each screen needs, so 390 px at 2× and 1280 px at 1× get an exact file', () => {
    const widths = imageWidths(HERO, 4000)
    expect(widths).toContain(shownWidth(HERO, 390) * 2)
    expect(widths).toContain(shownWidth(HERO, 1280))
    expect(widths.at(-1)).toBe(1152)
    // Every screen listed gets a file at most 10 % wider than it needs.
    for (const viewport of [360, 390, 414, 430, 640, 768, 1024, 1280, 1440])
      for (const density of [1, 2]) {
        const needed = shownWidth(HERO, viewport) * density
        const served = widths.find((width) => width >= needed)!
        expect(served / needed).toBeLessThanOrEqual(1.1)
      }
  })

  it('makes none wider than the source', () => {
    expect(imageWidths(HERO, 700)).toEqual([358, 398, 480, 576, 700])
    expect(imageWidths('128px', 1000)).toEqual([128, 256])
  })

  it('in a place shown only from 1024 px, makes and asks for desktops’ widths alone', () => {
    const desktop = '(min-width: 1280px) 472px, calc(40vw - 2rem)'
    expect(imageWidths(desktop, 1180, 'desktop')).toEqual([378, 472, 756, 944])
    expect(requiredSourceWidth(desktop, 'desktop')).toBe(944)
    // Read for every screen, the same sizes would make (and ask for) phones' widths the place never shows.
    expect(imageWidths(desktop, 1180).length).toBeGreaterThan(4)
  })
})
