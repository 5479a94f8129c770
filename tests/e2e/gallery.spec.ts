import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { GALLERY_LOCALES, galleryUrl } from '../../src/gallery/galleryLocales'
import { LOCALES } from '../../src/i18n/locales'
import { expect, test } from './fixtures'
import { findLayoutProblems, findWordsTooWide, probeBlock } from './layoutProblems'

const WIDTHS = [320, 390, 768, 1024, 1280] as const

for (const locale of GALLERY_LOCALES) {
  // The pseudo-locale is no language anyone reads: its 24-letter words fit no heading at 320 px (headings.spec.ts).
  const words = (LOCALES as readonly string[]).includes(locale)
  test(`gallery ${locale}: no section overflows or clips its text${words ? ', every heading word fits its line,' : ''} at ${WIDTHS.join(', ')} px`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await page.goto(galleryUrl(locale))
    await page.evaluate(() => document.fonts.ready)
    const blocks = await page.locator('[data-gallery-section]').count()
    expect(blocks, 'the gallery shows every section × fixture').toBeGreaterThan(0)
    if (words) expect(await page.locator('[data-gallery-section] :is(h1, h2, h3)').count()).toBeGreaterThan(0)
    const problems: string[] = []
    const tooWide: string[] = []
    // One page, resized: every block at every width without reloading.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      const found = await page.evaluate(findLayoutProblems)
      for (const { section, fixture, kind, detail } of found)
        problems.push(`${section} › ${fixture} · ${locale} · ${width} px: ${kind}: ${detail}`)
      if (words)
        for (const { section, fixture, word, wordWidth, lineWidth } of await page.evaluate(findWordsTooWide))
          tooWide.push(
            `${section} › ${fixture} › ${locale} › ${width} px › "${word}" (${wordWidth} px on a ${lineWidth} px line)`,
          )
    }
    expect.soft(problems, `fix each section at fault (sections/<type>/)`).toEqual([])
    expect
      .soft(tooWide, 'give the heading a wider column (fewer grid columns at that width) or a smaller size')
      .toEqual([])
  })
}

test('the gallery is for the team only: noindex, no script, no hreflang, not in the sitemap or the language menu', async ({
  page,
  request,
}) => {
  for (const locale of GALLERY_LOCALES) {
    const html = await (await request.get(galleryUrl(locale))).text()
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).not.toMatch(/<script(?![^>]*type="application\/json")/)
    expect(html).not.toMatch(/rel="(alternate|canonical)"/)
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('_gallery')
  await page.goto('/pt-br')
  expect(await page.locator('a[href*="_gallery"], a[href*="pseudo"], [hreflang="pseudo"]').count()).toBe(0)
})

test("no browser bundle holds gallery code or the pseudo-locale's catalog", () => {
  const assets = join(process.env.DIST_DIR ?? 'dist', 'client', 'assets')
  const scripts = readdirSync(assets, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  // `ţ` (U+0163) is in nearly every pseudo-localized message and in no site copy.
  const leaking = scripts.filter((file) => /data-gallery|\u0163|\\u0163/.test(readFileSync(join(assets, file), 'utf8')))
  expect(leaking).toEqual([])
})

test('the layout check finds overflow and clipped text, and leaves hidden text, excerpts and scroll rows alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 600 })
  await page.setContent(
    [
      '<style>body { margin: 0 } p { margin: 0; font: 16px/20px sans-serif }</style>',
      probeBlock('wide', '<p style="width: 400px">Largo</p>'),
      probeBlock(
        'word',
        '<p>Pneumoultramicroscopicossilicovulcanoconiótico-pneumoultramicroscopicossilicovulcanoconiótico</p>',
      ),
      probeBlock(
        'ellipsis',
        '<p style="overflow: hidden; white-space: nowrap; text-overflow: ellipsis">' + 'palavra '.repeat(20) + '</p>',
      ),
      probeBlock('clamp', '<p style="height: 20px; overflow: hidden">' + 'palavra '.repeat(40) + '</p>'),
      probeBlock('spill', '<p style="height: 20px">' + 'palavra '.repeat(40) + '</p>'),
      probeBlock('parent', '<div style="height: 30px; overflow: hidden"><p style="margin-top: 40px">Cortado</p></div>'),
      probeBlock(
        'srOnly',
        '<p style="position: absolute; width: 1px; height: 1px; overflow: hidden">' + 'oculto '.repeat(20) + '</p>',
      ),
      probeBlock(
        'scrollRow',
        '<div style="display: flex; overflow-x: auto"><p style="flex: none; width: 600px">Rola</p></div>',
      ),
      probeBlock(
        'excerpt',
        '<p style="display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden">' +
          'palavra '.repeat(40) +
          '</p>',
      ),
      probeBlock('fits', '<p>Cabe</p>'),
    ].join(''),
  )
  const found = await page.evaluate(findLayoutProblems)
  expect(found.map(({ fixture, kind }) => `${fixture}: ${kind}`)).toEqual([
    'wide: section overflow',
    'word: section overflow',
    'ellipsis: clipped text',
    'clamp: clipped text',
    'spill: clipped text',
    'parent: clipped text',
  ])
})
