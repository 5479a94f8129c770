import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configProblemOverlay } from './configProblem'

const root = resolve(import.meta.dirname, '../..')

describe('configProblemOverlay', () => {
  it("shows check:config's report at the first problem's block in its page file", () => {
    const errors = [{ where: 'about › sections[1] (featureGird)', message: 'unknown block type "featureGird"' }]
    const lines = readFileSync(join(root, 'pages/about.ts'), 'utf8').split('\n')
    // The block's object opens on the line above its `type` (1-based: that line's index).
    const line = lines.findIndex((text) => text.includes("type: 'featureGrid'"))
    expect(configProblemOverlay(errors, root)).toEqual({
      message: `✗ the site's config has 1 problem(s):\nabout › sections[1] (featureGird): unknown block type "featureGird"`,
      stack: '',
      plugin: 'check:config',
      id: join(root, 'pages/about.ts'),
      loc: { file: join(root, 'pages/about.ts'), line, column: 5 },
    })
  })

  it('shows the report alone when no page file declares what it names', () => {
    const errors = [{ where: 'settings › company.name', message: 'must not be empty' }]
    expect(configProblemOverlay(errors, root)).toEqual({
      message: `✗ the site's config has 1 problem(s):\nsettings › company.name: must not be empty`,
      stack: '',
      plugin: 'check:config',
    })
  })
})
