import { describe, expect, it } from 'vitest'
import { sections } from '../../sections'
import { sectionFixtures } from '../../src/app/gallery/sectionFixtures'
import type { Copy } from '../../src/config/common'
import { copyProblem } from '../../src/config/copyProblem'
import { markedValues } from '../../src/config/markedValues'

describe('copy length limits (COPY_LIMITS)', () => {
  it("hold every section fixture: the gallery's longest cases are texts the checks let through", () => {
    const overLimit = Object.entries(sectionFixtures).flatMap(([type, cases]) =>
      Object.entries(cases).flatMap(([name, props]) =>
        markedValues(sections[type as keyof typeof sections].schema, props)
          .filter((found) => found.kind === 'copy' && found.maxLength !== undefined)
          .flatMap(({ value, field, maxLength }) => {
            const problem = copyProblem(value as Copy, maxLength)
            return problem ? [`${type}.${name} › ${field}: ${problem}`] : []
          }),
      ),
    )
    expect(overLimit).toEqual([])
  })
})
