import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sections } from '../../sections'
import type { AnySectionDefinition } from '../../src/config/defineSection'
import { COPY_MODULES } from './copyRegistry'

describe('the copy registry', () => {
  it("lists each section's own copy (its defineSection `copy`) on the pages holding that section", () => {
    const declared = Object.values<AnySectionDefinition>(sections).filter((section) => section.copy)
    expect(declared.map((section) => section.type).sort()).toEqual(
      [
        'aiNewsDetail',
        'aiNewsList',
        'businessCard',
        'caseStudies',
        'newsArticle',
        'offer',
        'productGrid',
        'videoCarousel',
      ].sort(),
    )
    for (const { type, copy } of declared)
      expect(COPY_MODULES).toContainEqual({ name: copy!.name, copy: copy!.messages, shownOn: { sections: [type] } })
  })

  it('reads the sections from their registry, importing no section file', () => {
    const source = readFileSync(new URL('./copyRegistry.ts', import.meta.url), 'utf8')
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]!)
    expect(imports.filter((path) => path.includes('/sections'))).toEqual(['../../sections'])
  })
})
