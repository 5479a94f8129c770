import { describe, expect, it } from 'vitest'
import { importCycles, importGraph } from './importGraph'

describe('imports', () => {
  it('form no cycle, type-only imports, import() types and import.meta.glob included', () => {
    const graph = importGraph()
    expect(graph.size).toBeGreaterThan(100)
    const cycles = importCycles(graph).map((files) => `${files.length} files: ${files.join(', ')}`)
    expect(cycles).toEqual([])
  })
})
