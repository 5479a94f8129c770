import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every picture under content/media/ has its row in CREDITS.md, and every row names a file that exists. */
const mediaDir = resolve(import.meta.dirname, '../../content/media')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [relative(mediaDir, path).split('\\').join('/')]
  })
}

const media = filesUnder(mediaDir).filter((f) => f !== 'CREDITS.md' && f !== 'art.json')
const credits = readFileSync(join(mediaDir, 'CREDITS.md'), 'utf8')
/** The first cell of each table row: `| \`path\` | …`. */
const rows = [...credits.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((m) => m[1]!)

describe('content/media/CREDITS.md', () => {
  it('lists pictures', () => {
    expect(media.length).toBeGreaterThan(0)
  })

  it.each(media)('has a row for %s', (file) => {
    expect(rows).toContain(file)
  })

  it('names only files that exist, once each', () => {
    expect(rows.filter((f) => !media.includes(f))).toEqual([])
    expect(new Set(rows).size).toBe(rows.length)
  })

  it('gives every row an origin and a licence', () => {
    for (const line of credits.split('\n').filter((l) => /^\|\s*`/.test(l))) {
      const cells = line.split(/(?<!\\)\|/).slice(1, -1)
      expect(cells, line).toHaveLength(4)
      expect(cells[2], line).toMatch(/rendered by scripts\/media-art\/render\.ts/)
      expect(cells[3], line).toMatch(/©/)
    }
  })
})
