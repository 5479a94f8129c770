import { expect, test } from './fixtures'
import { prerenderedUrls } from './routes'

/**
 * The page rhythm of issue #23 as visitors see it, on every page of the three languages, on a phone and a laptop:
 * - no centred body copy longer than two lines (long centred text is hard to read: every line starts elsewhere);
 * - section headings aligned one way, to the start, except the small captions over logo rows;
 * - the closing band never on the footer's colour (the page's end would melt into it).
 * (The third rule of the rhythm, at most two card grids in a row, is the build's: `src/config/rhythm.ts`.)
 */
const URLS = prerenderedUrls()
  .filter((url) => !url.includes('/ia-noticia/') && !/\/noticias\/[^/]+$/.test(url))
  // One news article and one AI news item stand for their kinds.
  .concat(prerenderedUrls().filter((url) => /\/(pt-br|en-us|es-es)\/noticias\/fabrica-de-software/.test(url)))
  .concat('/pt-br/ia-noticia/sabesp-privatizacao')

/** Sections whose `<h2>` is a small caption over a row of logos, centred over it. */
const CAPTIONED_ROWS = ['officialPartners', 'logoWall']

interface RhythmProblems {
  centred: string[]
  headings: string[]
  closing: string | null
}

/** Runs in the page (self-contained): what breaks the rhythm rules above. */
function rhythmProblems(captionedRows: string[]): RhythmProblems {
  const sectionOf = (element: Element) => element.closest('[data-section]')?.getAttribute('data-section') ?? '?'
  const lines = (element: Element) => {
    const tops = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '')
      .flatMap((node) => {
        const range = document.createRange()
        range.selectNodeContents(node)
        return [...range.getClientRects()].filter((rect) => rect.width > 0)
      })
      .map((rect) => Math.round(rect.top))
    return new Set(tops).size
  }
  const centred = [...document.querySelectorAll('main :is(p, li, blockquote, dd, figcaption)')]
    .filter((element) => getComputedStyle(element).textAlign === 'center' && lines(element) > 2)
    .map(
      (element) =>
        `${sectionOf(element)}: "${(element.textContent ?? '').trim().slice(0, 60)}" (${lines(element)} lines)`,
    )
  const headings = [...document.querySelectorAll('main [data-section] h2')]
    .filter((heading) => !captionedRows.includes(sectionOf(heading)))
    .filter((heading) => !['start', 'left'].includes(getComputedStyle(heading).textAlign))
    .map(
      (heading) => `${sectionOf(heading)}: "${heading.textContent?.trim()}" is ${getComputedStyle(heading).textAlign}`,
    )
  const last = [...document.querySelectorAll('main [data-section]')].at(-1)
  const footer = document.querySelector('body footer')
  const colour = (element: Element) => getComputedStyle(element).backgroundColor
  const closing =
    last && footer && colour(last) === colour(footer)
      ? `${sectionOf(last)} is painted ${colour(last)}, the footer's colour`
      : null
  return { centred, headings, closing }
}

/** The URLs split in groups a test each can go through in time: one per locale prefix, the unprefixed ones apart. */
const GROUPS = ['pt-br', 'en-us', 'es-es', 'unprefixed'].map(
  (group) =>
    [group, URLS.filter((url) => (/^\/(pt-br|en-us|es-es)(\/|$)/.exec(url)?.[1] ?? 'unprefixed') === group)] as const,
)

const WIDTHS = [390, 1280] as const

test.describe(`at ${WIDTHS.join(' and ')}px`, () => {
  test.use({ javaScriptEnabled: false })

  for (const [group, urls] of GROUPS)
    test(`${group} pages: no centred body copy over two lines, headings aligned one way, no ending on the footer colour`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      const found: string[] = []
      for (const url of urls) {
        // Without JavaScript the page is its HTML and CSS: one load, checked at each width it is resized to.
        await page.setViewportSize({ width: WIDTHS[0], height: 900 })
        await page.goto(url, { waitUntil: 'domcontentloaded' })
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 })
          const { centred, headings, closing } = await page.evaluate(rhythmProblems, CAPTIONED_ROWS)
          found.push(
            ...[...centred, ...headings, ...(closing ? [closing] : [])].map(
              (problem) => `${url} at ${width}px › ${problem}`,
            ),
          )
        }
      }
      expect(found).toEqual([])
    })
})
