import { describe, expect, it } from 'vitest'
import { importCycles, importGraph } from './importGraph'

describe('imports', () => {
  // Reads and parses every source file: 3–6 s alone, over 20 s on a loaded two-core machine (a CI run beside a build).
  it('form no cycle, type-only imports, import() types and import.meta.glob included', { timeout: 120_000 }, () => {
    const graph = importGraph()
    expect(graph.size).toBeGreaterThan(100)
    const cycles = importCycles(graph).map((files) => `${files.length} files: ${files.join(', ')}`)
    expect(cycles).toEqual([])
  })
})
