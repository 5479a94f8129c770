import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { svgProblem } from '../../src/tools/build/media/svgSafety'

/** The SVGs under public/, served as they are (icons, logos, flags, badges): each is also opened at its own URL. */
const svgs = readdirSync('public', { recursive: true, encoding: 'utf8' })
  .filter((path) => path.toLowerCase().endsWith('.svg'))
  .sort()

describe('the SVGs of public/', () => {
  it('are found', () => {
    expect(svgs).toContain('favicon.svg')
  })

  it.each(svgs)('%s can neither run nor load anything (the check of content/media SVGs)', (path) => {
    expect(svgProblem(readFileSync(join('public', path), 'utf8'))).toBe(undefined)
  })
})
