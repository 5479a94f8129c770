import { galleryUrl } from '../../src/gallery/galleryLocales'
import { LOCALES } from '../../src/i18n/locales'
import { expect, test } from './fixtures'
import { probeBlock } from './layoutProblems'

/**
 * Headings never break inside a word (issue #22): in each of the site's languages, at every width from 320 px up,
 * each word of every `h1`–`h3` of every gallery block fits on one line of its heading. The rule
 * `overflow-wrap: break-word` splits a word only when it is wider than its line, so a word that fits is never split;
 * a grid column narrower than its heading's longest word fails here, naming section › fixture › locale › width.
 * The pseudo-locale is not a language anyone reads: its words are accented, letters doubled and a third longer
 * (`src/gallery/lengthen.ts`), up to 24 letters ("Ĩńţţēŕōōƥēŕŕàƀĩĩĺĩďďàďēē"), which no display size fits on a 320 px
 * phone. There, splitting is the graceful fallback, and the gallery's layout check (gallery.spec.ts) proves every
 * pseudo heading stays inside its block, unclipped.
 */
const WIDTHS = [320, 390, 768, 1024, 1280] as const

/** A word too wide for its heading's line: the word, its width on one line and the width of the line, in px. */
interface TooWide {
  section: string
  fixture: string
  word: string
  wordWidth: number
  lineWidth: number
}

for (const locale of LOCALES) {
  test(`gallery ${locale}: every heading word fits its line at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto(galleryUrl(locale))
    await page.evaluate(() => document.fonts.ready)
    expect(await page.locator('[data-gallery-section] :is(h1, h2, h3)').count()).toBeGreaterThan(0)
    const problems: string[] = []
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      for (const { section, fixture, word, wordWidth, lineWidth } of await page.evaluate(findWordsTooWide))
        problems.push(
          `${section} › ${fixture} › ${locale} › ${width} px › "${word}" (${wordWidth} px on a ${lineWidth} px line)`,
        )
    }
    expect(problems, 'give the heading a wider column (fewer grid columns at that width) or a smaller size').toEqual([])
  })
}

test('the word check measures each word in its own font and finds only those wider than their line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 600 })
  await page.setContent(
    [
      '<style>body { margin: 0 } h2, h3 { margin: 0; font: 700 32px/1.2 sans-serif; overflow-wrap: break-word }</style>',
      probeBlock('fits', '<h2 style="width: 300px">Uma frase com palavras curtas que quebra em linhas</h2>'),
      probeBlock('narrow', '<h2 style="width: 120px">Personalização total</h2>'),
      probeBlock('padded', '<h3 style="width: 200px; padding: 0 60px; box-sizing: border-box">Produtividade</h3>'),
      probeBlock('inner', '<h2 style="width: 300px">Curto <span style="font-size: 64px">Produtividade</span></h2>'),
      probeBlock('hyphenated', '<h2 style="width: 200px">Hiper-automação</h2>'),
      probeBlock('hidden', '<h2 style="position: absolute; width: 1px; height: 1px; overflow: hidden">Invisível</h2>'),
    ].join(''),
  )
  const found = await page.evaluate(findWordsTooWide)
  expect(found.map(({ fixture, word }) => `${fixture}: ${word}`)).toEqual([
    'narrow: Personalização',
    'padded: Produtividade',
    'inner: Produtividade',
  ])
})

/**
 * In the browser: every word (split at spaces and after a hyphen, where a line may break) of every visible `h1`–`h3`
 * of each gallery block, laid out alone on one line (`white-space: nowrap`) inside the element holding it, so in
 * its font, size, weight, tracking and case, against the content width of the block box its line is laid in.
 */
function findWordsTooWide(): TooWide[] {
  // First read (no change to the page, so no style or layout is recomputed while reading) …
  const texts: Array<{ frame: HTMLElement; holder: HTMLElement; line: HTMLElement; words: string[] }> = []
  for (const frame of document.querySelectorAll<HTMLElement>('[data-gallery-section]')) {
    for (const heading of frame.querySelectorAll<HTMLElement>('h1, h2, h3')) {
      if (!heading.checkVisibility({ visibilityProperty: true }) || heading.getBoundingClientRect().width <= 1) continue
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement!
        if (!holder.checkVisibility({ visibilityProperty: true })) continue
        const words = (node.textContent ?? '')
          .replace(/\u00ad/g, '')
          .split(/[ \t\n\r\f]+|(?<=[-\u2010\u2013])/)
          .filter((word) => word.trim() !== '')
        texts.push({ frame, holder, line: lineBox(holder, heading), words })
      }
    }
  }
  // … then put every probe in place, and measure them all after one layout.
  const measured = texts.flatMap(({ frame, holder, line, words }) =>
    words.map((word) => {
      const probe = document.createElement('span')
      probe.textContent = word
      probe.style.cssText = 'position: absolute; visibility: hidden; white-space: nowrap; left: 0; top: 0'
      holder.append(probe)
      return { frame, word, probe, line }
    }),
  )
  const tooWide = measured.flatMap(({ frame, word, probe, line }) => {
    const wordWidth = probe.getBoundingClientRect().width
    const style = getComputedStyle(line)
    const lineWidth = line.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    if (wordWidth <= lineWidth + 0.5) return []
    const { gallerySection: section = '?', galleryFixture: fixture = '?' } = frame.dataset
    return [{ section, fixture, word, wordWidth: Math.round(wordWidth), lineWidth: Math.round(lineWidth) }]
  })
  for (const { probe } of measured) probe.remove()
  // One line per word, heading and width: a word repeated in one heading is reported once.
  return [...new Map(tooWide.map((found) => [JSON.stringify(found), found])).values()]

  /** The nearest block box at or above `element`, up to the heading: where the text's lines are laid out. */
  function lineBox(element: HTMLElement, heading: HTMLElement): HTMLElement {
    let box = element
    while (box !== heading && getComputedStyle(box).display.startsWith('inline') && box.parentElement)
      box = box.parentElement
    return box
  }
}
