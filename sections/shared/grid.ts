/**
 * Card grids whose columns stay wide enough for a card heading's longest word (`text-h3`, e.g. "Interoperabilidade")
 * at every width from 320 px: one column on phones, two from `sm`, three from `lg`, four only from `xl` (at 1024 px
 * four columns are too narrow). The classes are written out whole so Tailwind finds them.
 */
export type GridColumns = 2 | 3 | 4

type Breakpoint = 'sm' | 'lg' | 'xl'

/** The breakpoints a grid of `columns` steps up at, and how many columns it has from each. */
const STEPS: Record<GridColumns, ReadonlyArray<readonly [Breakpoint, number]>> = {
  2: [['sm', 2]],
  3: [
    ['sm', 2],
    ['lg', 3],
  ],
  4: [
    ['sm', 2],
    ['lg', 3],
    ['xl', 4],
  ],
}

const COLS: Record<Breakpoint, Record<number, string>> = {
  sm: { 2: 'sm:grid-cols-2', 4: 'sm:grid-cols-4' },
  lg: { 3: 'lg:grid-cols-3', 6: 'lg:grid-cols-6' },
  xl: { 4: 'xl:grid-cols-4', 8: 'xl:grid-cols-8' },
}
const SPAN: Record<Breakpoint, Record<number, string>> = {
  sm: { 1: 'sm:col-span-1', 2: 'sm:col-span-2' },
  lg: { 1: 'lg:col-span-1', 2: 'lg:col-span-2', 3: 'lg:col-span-3' },
  xl: { 1: 'xl:col-span-1', 2: 'xl:col-span-2', 3: 'xl:col-span-3', 4: 'xl:col-span-4' },
}
const START: Record<Breakpoint, Record<number | 'auto', string>> = {
  sm: { auto: 'sm:col-start-auto', 2: 'sm:col-start-2' },
  lg: { auto: 'lg:col-start-auto', 2: 'lg:col-start-2', 3: 'lg:col-start-3' },
  xl: { auto: 'xl:col-start-auto', 2: 'xl:col-start-2', 3: 'xl:col-start-3', 4: 'xl:col-start-4' },
}

/** The grid's column classes (`sm:grid-cols-2 lg:grid-cols-3` for 3). */
export function gridColumns(columns: GridColumns): string {
  return STEPS[columns].map(([breakpoint, count]) => COLS[breakpoint][count]).join(' ')
}

/**
 * The classes of card `index` of `count` in a grid of `columns` (`gridColumns`) whose last card stretches over the
 * cells its row leaves empty, at each breakpoint (8 cards in 3 columns: the last spans two).
 */
export function fillLastRow(columns: GridColumns, count: number, index: number): string {
  if (index !== count - 1) return ''
  const classes: string[] = []
  let spanned = false
  for (const [breakpoint, perRow] of STEPS[columns]) {
    const span = count % perRow === 0 ? 1 : perRow - (count % perRow) + 1
    if (span > 1 || spanned) classes.push(SPAN[breakpoint][span]!)
    spanned = span > 1
  }
  return classes.join(' ')
}

/**
 * A grid of `columns` laid out on twice as many tracks (each card spans two), so that an incomplete last row can
 * be centred (`centreLastRow`) without arbitrary values.
 */
export function centredGridColumns(columns: GridColumns): string {
  return STEPS[columns].map(([breakpoint, count]) => COLS[breakpoint][count * 2]).join(' ')
}

/** The classes of card `index` of `count` in a `centredGridColumns` grid: two tracks wide, the last row centred. */
export function centreLastRow(columns: GridColumns, count: number, index: number): string {
  const classes = ['sm:col-span-2']
  let started = false
  for (const [breakpoint, perRow] of STEPS[columns]) {
    const left = count % perRow
    // The first card of an incomplete last row starts `perRow - left` tracks in (of `2 × perRow`), half the gap.
    const start = left !== 0 && index === count - left ? perRow - left + 1 : undefined
    if (start !== undefined) classes.push(START[breakpoint][start]!)
    else if (started) classes.push(START[breakpoint].auto)
    started = start !== undefined
  }
  return classes.join(' ')
}
