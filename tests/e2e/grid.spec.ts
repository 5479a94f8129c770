import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** One page of each kind: the home page, a service page and a news article (all on the `default` layout). */
const PAGES = ['/pt-br', '/pt-br/servicos/plataforma-web', '/pt-br/noticias/superando-barreiras-camila-duarte']

/**
 * Where each part of the page starts its content, in px from the viewport's left edge: the header's logo (its
 * drawing), the first section's content column (its `container-page`: the box less its gutter; a section without one
 * is measured by its first heading) and the footer's content column.
 */
function contentEdges(page: Page) {
  return page.evaluate(() => {
    const contentLeft = (element: Element | null) => {
      if (!element) return null
      const box = element.getBoundingClientRect()
      return box.left + parseFloat(getComputedStyle(element).paddingLeft)
    }
    const firstSection = (section: Element | null) => {
      const column = section?.querySelector('.container-page')
      if (column) return contentLeft(column)
      const heading = section?.querySelector('h1, h2')
      return heading ? heading.getBoundingClientRect().left : null
    }
    const header = document.querySelector('header')
    const logo = header?.querySelector('a svg, a img') ?? null
    return {
      'header logo': logo ? logo.getBoundingClientRect().left : null,
      'first section': firstSection(document.querySelector('main [data-section]')),
      footer: contentLeft(document.querySelector('footer > div')),
    }
  })
}

/**
 * The parts that share one column at each width. On a phone every part's content starts one gutter in. On a wide
 * screen the header's content is narrower (the spec's 1048 px, centred: spec-contract.spec.ts), so only the first
 * section and the footer (up to the spec's 1228 px, wider than the sections' 1200) start at the same x.
 */
const ALIGNED: Record<number, ReadonlyArray<keyof Awaited<ReturnType<typeof contentEdges>>>> = {
  1280: ['first section', 'footer'],
  390: ['header logo', 'first section', 'footer'],
}

for (const width of [1280, 390])
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const path of PAGES)
      test(`${path}: ${ALIGNED[width]!.join(', ')} start their content at the same x (one grid)`, async ({ page }) => {
        await page.goto(path)
        const edges = await contentEdges(page)
        for (const [part, left] of Object.entries(edges)) expect(left, `${part} has a content column`).not.toBeNull()
        const lefts = ALIGNED[width]!.map((part) => edges[part]!)
        expect(Math.max(...lefts) - Math.min(...lefts), `left edges: ${JSON.stringify(edges)}`).toBeLessThanOrEqual(1)
      })
  })
