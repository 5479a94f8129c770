import type { PageConfig } from './pages'
import type { SectionRegistry } from './defineSection'
import type { ConfigError } from './validate'

/** The most card grids a page may show one after another. */
export const MAX_CARD_GRIDS_IN_A_ROW = 2

/**
 * The page rhythm rule: more than two blocks in a row that show a grid of cards (sections declaring `cardGrid`)
 * read as a template, so each such run is reported at its first block, with the blocks it spans and how to break it;
 * two grids of the same section in a row read as one, and are reported too. Run on well-formed pages (the blocks'
 * props are valid).
 */
export function validateRhythm(pages: readonly PageConfig[], registry: SectionRegistry): ConfigError[] {
  return pages.flatMap((page) =>
    cardGridRuns(page, registry).flatMap((run) => {
      const types = (indexes: number[]) => indexes.map((index) => page.sections[index]!.type).join(', ')
      if (run.length > MAX_CARD_GRIDS_IN_A_ROW)
        return [
          {
            where: `${page.id} › sections[${run[0]}–${run.at(-1)}] (${types(run)})`,
            message:
              `${run.length} card grids in a row read as a template (at most ${MAX_CARD_GRIDS_IN_A_ROW}); put a block of another ` +
              `kind between them (${BREAKS}) or turn one into such a block`,
          },
        ]
      // Two grids of the same section read as one long grid under two headings.
      return run.slice(1).flatMap((index) => {
        const type = page.sections[index]!.type
        if (page.sections[index - 1]!.type !== type) return []
        return [
          {
            where: `${page.id} › sections[${index - 1}–${index}] (${types([index - 1, index])})`,
            message: `two ${type} grids in a row read as one long grid; put a block of another kind between them (${BREAKS}) or show one of them as such a block`,
          },
        ]
      })
    }),
  )
}

/** What breaks a run of card grids. */
const BREAKS = 'a picture beside text, figures, steps, a featured testimonial'

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
