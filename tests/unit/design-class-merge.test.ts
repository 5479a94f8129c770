import { readFileSync } from 'node:fs'
import { createTailwindMerge, getDefaultConfig, type Config } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { fullMerge, generatedClassMerge, siteClasses } from '../../scripts/class-merge'
import { CLASS_MERGE_CONFIG } from '../../src/design/classMerge.generated'
import { cn } from '../../src/design/cn'

/** The site's classes tailwind-merge knows (a class it knows collapses with itself), variants included. */
function knownClasses(merge: (...classes: string[]) => string): string[] {
  return siteClasses().filter((name) => merge(name, name) === name)
}

/** The pairs of classes two merges resolve differently (`a b` merged), at most `limit` of them. */
function disagreements(
  classes: string[],
  one: (...classes: string[]) => string,
  other: (...classes: string[]) => string,
  limit = 10,
): string[] {
  const found: string[] = []
  for (const first of classes)
    for (const second of classes) {
      const expected = other(first, second)
      const actual = one(first, second)
      if (actual !== expected) found.push(`"${first} ${second}" → "${actual}", the full merge gives "${expected}"`)
      if (found.length >= limit) return found
    }
  return found
}

describe('cn merges with the class groups the site uses (src/design/classMerge.generated.ts)', () => {
  const full = fullMerge()
  const classes = knownClasses(full)

  it('is what `npm run class-merge` writes', async () => {
    expect(
      readFileSync('src/design/classMerge.generated.ts', 'utf8'),
      'a new kind of utility is in use: run `npm run class-merge`',
    ).toBe(await generatedClassMerge())
  }, 30_000)

  it('resolves every pair of the site’s classes exactly like tailwind-merge’s whole default configuration', () => {
    expect(classes.length).toBeGreaterThan(300)
    expect(disagreements(classes, cn, full), 'run `npm run class-merge`').toEqual([])
  }, 60_000)

  it('keeps the later of two conflicting utilities, token names included', () => {
    expect(cn('py-section', 'py-section-tight')).toBe('py-section-tight')
    expect(cn('p-6 sm:p-8', 'p-4')).toBe('sm:p-8 p-4')
    expect(cn('text-h2 text-fg', 'text-h3')).toBe('text-fg text-h3')
    expect(cn('text-fg', 'text-fg-muted', 'text-lead')).toBe('text-fg-muted text-lead')
    expect(cn('max-w-reading', 'max-w-page', false, null, undefined)).toBe('max-w-page')
    expect(cn('rounded-card', 'rounded-full', 'shadow-card', 'shadow-raised')).toBe('rounded-full shadow-raised')
  })

  it('leaves out most of the default configuration, and the pair check notices a group missing', () => {
    const groups = Object.keys(CLASS_MERGE_CONFIG.classGroups)
    expect(groups.length).toBeLessThan(Object.keys(getDefaultConfig().classGroups).length / 2)
    const { py: _py, ...withoutPy } = CLASS_MERGE_CONFIG.classGroups
    const short: Config<string, string> = { ...CLASS_MERGE_CONFIG, classGroups: withoutPy }
    expect(
      disagreements(
        classes,
        createTailwindMerge(() => short),
        full,
        1,
      ),
    ).toHaveLength(1)
  })
})
