/** How many single-letter edits (insert, delete, replace; case ignored) turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!
      row[j] = Math.min(
        row[j]! + 1,
        row[j - 1]! + 1,
        previous + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1),
      )
      previous = current
    }
  }
  return row[b.length]!
}

/** The known name nearest to a misspelt one (at most two edits away), for "did you mean" hints. */
export function closest(name: string, known: string[]): string | undefined {
  const [best] = known
    .map((candidate) => [candidate, editDistance(name, candidate)] as const)
    .sort((x, y) => x[1] - y[1])
  return best && best[1] <= 2 ? best[0] : undefined
}

/**
 * Up to `count` known names near a wrong one, nearest first, for "did you mean" hints among many names (an icon):
 * those at most two edits away, and those holding it or held in it (`arrow` → `arrow-right`, `arrow-up-right`)
 * when it has three letters or more.
 */
export function nearest(name: string, known: readonly string[], count = 3): string[] {
  const lower = name.toLowerCase()
  const contains = (candidate: string) => {
    const other = candidate.toLowerCase()
    return Math.min(lower.length, other.length) >= 3 && (other.includes(lower) || lower.includes(other))
  }
  return known
    .map((candidate) => ({ candidate, distance: editDistance(name, candidate) }))
    .filter(({ candidate, distance }) => distance <= 2 || contains(candidate))
    .sort((x, y) => x.distance - y.distance)
    .slice(0, count)
    .map(({ candidate }) => candidate)
}
