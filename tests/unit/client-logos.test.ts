import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOGO_BOX, logoSvg } from '../../scripts/client-logos/draw'
import { CLIENT_LOGOS } from '../../scripts/client-logos/logos'
import { officialPartners, partnerLogos } from '../../content/partners'
import { LOGO_SIZE } from '../../sections/shared/logoTone'

const file = (slug: string) => readFileSync(`public/logos/${slug}.svg`, 'utf8')

describe('the client and partner logos (public/logos, `npm run logos`)', () => {
  it('are what `npm run logos` writes', () => {
    for (const logo of CLIENT_LOGOS) expect(file(logo.slug), `${logo.slug}: run npm run logos`).toBe(logoSvg(logo))
  })

  it('are outlined marks in one box, with no text and no font: the same drawing on every computer', () => {
    for (const logo of CLIENT_LOGOS) {
      const svg = file(logo.slug)
      expect(svg, logo.slug).not.toMatch(/<text|font-family|@font-face/)
      expect(svg, logo.slug).toContain(`viewBox="0 0 ${LOGO_BOX.width} ${LOGO_BOX.height}"`)
      expect(svg, logo.slug).toContain(`<title id="t">${logo.name}</title>`)
      // The wordmark: one outlined path in the brand's colour.
      expect(svg, logo.slug).toMatch(new RegExp(`<path transform="[^"]+" fill="${logo.colour}" d="m`))
    }
    expect(LOGO_SIZE).toEqual(LOGO_BOX)
  })

  it('cover every logo the content shows, and refuse a name too long for the box', () => {
    const drawn = new Set(CLIENT_LOGOS.map((logo) => `/logos/${logo.slug}.svg`))
    for (const { img } of [...partnerLogos, ...officialPartners]) expect(drawn.has(img), img).toBe(true)
    expect(() => logoSvg({ ...CLIENT_LOGOS[0]!, name: 'Companhia Brasileira de Logística Integrada' })).toThrow(
      /units wide, the box holds 216/,
    )
  })

  // Issue 37 point 7: the home page shows every one of them, and they were its heaviest pictures (111 KB).
  it('weigh 40 KB at most all together: outlines on a grid of a fifth of a unit, in relative commands', () => {
    const total = CLIENT_LOGOS.reduce((sum, logo) => sum + Buffer.byteLength(file(logo.slug)), 0)
    expect(total).toBeLessThanOrEqual(40 * 1024)
  })
})
