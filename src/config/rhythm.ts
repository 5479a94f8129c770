import type { PageConfig } from './pages'
import type { SectionRegistry } from './defineSection'
import type { ConfigError } from './validate'

/** The most card grids a page may show one after another. */
export const MAX_CARD_GRIDS_IN_A_ROW = 2

/**
 * The page rhythm rule: more than two blocks in a row that show a grid of cards (sections declaring `cardGrid`)
 * read as a template, so each such run is reported at its first block, with the blocks it spans and how to break it.
 * Run on well-formed pages (the blocks' props are valid).
 */
export function validateRhythm(pages: readonly PageConfig[], registry: SectionRegistry): ConfigError[] {
  return pages.flatMap((page) =>
    cardGridRuns(page, registry)
      .filter((run) => run.length > MAX_CARD_GRIDS_IN_A_ROW)
      .map((run) => ({
        where: `${page.id} › sections[${run[0]}–${run.at(-1)}] (${run.map((index) => page.sections[index]!.type).join(', ')})`,
        message:
          `${run.length} card grids in a row read as a template (at most ${MAX_CARD_GRIDS_IN_A_ROW}); put a block of another ` +
          'kind between them (a picture beside text, figures, steps, a featured testimonial) or turn one into such a block',
      })),
  )
}

/** The indexes of the page's blocks that show a grid of cards, grouped into runs of consecutive blocks. */
function cardGridRuns(page: PageConfig, registry: SectionRegistry): number[][] {
  const runs: number[][] = []
  page.sections.forEach((block, index) => {
    const cardGrid = registry[block.type]?.cardGrid
    const isGrid = typeof cardGrid === 'function' ? cardGrid(block.props) : Boolean(cardGrid)
    if (!isGrid) return
    const last = runs.at(-1)
    if (last && last.at(-1) === index - 1) last.push(index)
    else runs.push([index])
  })
  return runs
}
