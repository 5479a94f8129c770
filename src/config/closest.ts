/** The known name nearest to a misspelt one (at most two edits away), for "did you mean" hints. */
export function closest(name: string, known: string[]): string | undefined {
  const distance = (a: string, b: string) => {
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
  const [best] = known.map((candidate) => [candidate, distance(name, candidate)] as const).sort((x, y) => x[1] - y[1])
  return best && best[1] <= 2 ? best[0] : undefined
}
