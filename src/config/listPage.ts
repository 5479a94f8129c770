/** Where a page stands in the list a block of it pages: set by the engine on each of the list's pages. */
export interface ListPage {
  /** The index, in the page's `sections`, of the block whose list is paged. */
  block: number
  /** This page's number, from 1. */
  number: number
  /** How many pages the list has. */
  count: number
}

/** The path of page `number` of a list whose first page is at `firstPath` (`/noticias` → `/noticias/2`). */
export function listPagePath(firstPath: string, number: number): string {
  if (number === 1) return firstPath
  return `${firstPath === '/' ? '' : firstPath}/${number}`
}

/** The first page's address of the list page at `url` (`/pt-br/noticias/3` → `/pt-br/noticias`). */
export function firstListPagePath(url: string, { number }: ListPage): string {
  if (number === 1) return url
  const first = url.slice(0, -`/${number}`.length)
  return first === '' ? '/' : first
}

/**
 * The page numbers a list's navigation links, in order, `null` where it skips some: the first, the last and those
 * around `number` (`1 … 4 5 6 … 9`), so the navigation stays short however long the list.
 */
export function listPageNumbers({ number, count }: Pick<ListPage, 'number' | 'count'>): Array<number | null> {
  const shown = [...new Set([1, number - 1, number, number + 1, count])]
    .filter((each) => each >= 1 && each <= count)
    .sort((a, b) => a - b)
  return shown.flatMap((each, index) => (index > 0 && each - shown[index - 1]! > 1 ? [null, each] : [each]))
}
