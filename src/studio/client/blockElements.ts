/**
 * The root element of each block of a page, by block index, in a document rendered from it: the outermost
 * `[data-section]` elements inside `#root` (every section's root carries its type, `src/design/Section.tsx`), matched
 * to the blocks in order by type, so a block that renders nothing (a related-news block with no other article) is
 * skipped instead of shifting the ones after it.
 */
export function blockElements(document: Document, types: readonly string[]): (HTMLElement | undefined)[] {
  const roots = [...document.querySelectorAll<HTMLElement>('#root [data-section]')].filter(
    (element) => !element.parentElement?.closest('[data-section]'),
  )
  let next = 0
  return types.map((type) => {
    const element = roots[next]
    if (element?.dataset.section !== type) return undefined
    next += 1
    return element
  })
}

/** The index of the block whose root holds `target`, or -1 outside every block. */
export function blockIndexOf(elements: readonly (HTMLElement | undefined)[], target: Node): number {
  return elements.findIndex((element) => element?.contains(target))
}

/** How the studio names a block: `about › block 2 › featureGrid` (counted from 1, as a reader counts them). */
export function blockLabel(pageId: string, index: number, type: string): string {
  return `${pageId} › block ${index + 1} › ${type}`
}
