import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TONES } from '../../src/config/common'
import { contrastPairs, contrastProblems, contrastRatio, formatPair } from '../../src/design/contrast'
import { parseTokens, tokenValue } from '../../src/design/parseTokens'

const root = join(import.meta.dirname, '../..')
const BRAND_CSS = readFileSync(join(root, 'src/design/tokens.css'), 'utf8')

/** The brand (read as the site reads it, `src/design/tokenValues.ts`) and the re-skin test's second theme. */
const THEMES = ['src/design/tokens.css', 'tests/fixtures/theme-alt.css'].map((file) => ({
  file,
  tokens: parseTokens(readFileSync(join(root, file), 'utf8')),
}))

it('computes WCAG contrast', () => {
  expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5)
  expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5)
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  expect(contrastRatio('rgb(0 0 0 / 0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#808080', '#ffffff'), 1)
  expect(contrastRatio('rgb(0, 0, 0, 50%)', '#ffffff')).toBeCloseTo(contrastRatio('#808080', '#ffffff'), 1)
})

describe.each(THEMES)('contrast by construction (WCAG 2.2 AA): $file', ({ tokens }) => {
  it('every text, focus-ring and control-edge pair the tokens allow passes AA', () => {
    const all = contrastPairs(tokens)
    expect(all.length).toBeGreaterThan(50)
    expect(contrastProblems(tokens), `every pair:\n${all.map(formatPair).join('\n')}`).toEqual([])
  })

  it('the primary button is the most contrasted control on every surface', () => {
    const failing: string[] = []
    for (const surface of TONES) {
      const value = (name: string) => tokenValue(tokens, name, surface)
      const primary = contrastRatio(value('action'), value('surface'))
      // The other controls are drawn by their edge (secondary buttons, inputs, carousel arrows): `line-strong`.
      const edge = contrastRatio(value('line-strong'), value('surface'))
      if (primary < edge)
        failing.push(`${surface}: action ${primary.toFixed(2)}:1 < line-strong ${edge.toFixed(2)}:1 on the surface`)
    }
    expect(failing).toEqual([])
  })
})

describe('a re-skin that fails contrast is refused, naming the pair, both colours, the ratio and the fix', () => {
  it('muted text too light on the light and muted surfaces', () => {
    const tokens = parseTokens(BRAND_CSS.replace('--ink-600: #33476a;', '--ink-600: #8a9ab0;'))
    const problems = contrastProblems(tokens)
    expect(problems.map((problem) => problem.where)).toEqual([
      'src/design/tokens.css › light surface › fg-muted on surface',
      'src/design/tokens.css › light surface › fg-muted on surface-raised',
      'src/design/tokens.css › muted surface › fg-muted on surface',
      'src/design/tokens.css › muted surface › fg-muted on surface-raised',
    ])
    expect(problems[0]!.message).toBe(
      'text #8a9ab0 on #ffffff has a contrast of 2.87:1, below the 4.5:1 WCAG AA asks of text: make --fg-muted (--ink-600) darker (#6a7788 or darker passes on this background), or --surface (--paper) lighter',
    )
    const [, , onSand] = problems
    expect(onSand!.message).toMatch(/^text #8a9ab0 on #f6f1e9 has a contrast of 2\.\d\d:1, below the 4\.5:1/)
    // The colour the fix proposes passes.
    const proposed = /(#[0-9a-f]{6}) or darker passes/.exec(problems[0]!.message)![1]!
    expect(contrastRatio(proposed, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('a focus ring under 3:1, proposing a lighter ring on a dark surface', () => {
    const tokens = parseTokens(BRAND_CSS.replace('--coral-400: #ff8360;', '--coral-400: #5a2a20;'))
    const ring = contrastProblems(tokens).find((problem) =>
      problem.where.endsWith('inverse surface › focus-ring on surface'),
    )
    expect(ring?.message).toMatch(
      /^the focus ring #5a2a20 on #0c1727 has a contrast of 1\.\d\d:1, below the 3:1 WCAG AA asks of focus rings and control edges: make --focus-ring \(--coral-400\) lighter \(#[0-9a-f]{6} or lighter passes on this background\), or --surface \(--ink-900\) darker$/,
    )
  })

  it('a primary button whose label is unreadable', () => {
    const tokens = parseTokens(BRAND_CSS.replace('--coral-500: #ff5b35;', '--coral-500: #1a1f2b;'))
    const where = contrastProblems(tokens).map((problem) => problem.where)
    expect(where).toContain('src/design/tokens.css › inverse surface › action-fg on action')
    expect(where).toContain('src/design/tokens.css › brand surface › fg on surface')
  })
})
