/** The index of the block whose root holds `target`, or -1 outside every block. */
export function blockIndexOf(elements: readonly (HTMLElement | undefined)[], target: Node): number {
  return elements.findIndex((element) => element?.contains(target))
}

/** How the studio names a block: `about › block 2 › featureGrid` (counted from 1, as a reader counts them). */
export function blockLabel(pageId: string, index: number, type: string): string {
  return `${pageId} › block ${index + 1} › ${type}`
}
