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
