import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { sections } from '../../sections'
import { sectionFixtures } from '../../app/gallery/sectionFixtures'
import type { Copy } from '../../src/config/common'
import { copyLimits } from '../../src/config/copyLimits'
import { copyProblem } from '../../src/config/copyProblem'
import { markedValues } from '../../src/config/markedValues'
import { siteCopyLimits } from '../../app/translate/siteCopyLimits'

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

  it("name each message's tightest field as check:config does, for the in-context editor to hold translations to", () => {
    const limits = siteCopyLimits()
    expect(limits.get(generateMessageId('Confira nossos produtos'))).toEqual({
      field: 'home › sections[0] (hero) › actions[2].label',
      maxLength: 45,
    })
    expect(limits.get(generateMessageId('Tecnologia sob medida para o seu negócio crescer'))).toMatchObject({
      maxLength: 80,
    })
    // Body text has no limit.
    expect([...limits.values()].every(({ maxLength }) => maxLength > 0)).toBe(true)
  })

  it('take the tightest of the fields a message shows in, naming it', () => {
    const copy = { id: 'shared', message: 'Oi' }
    const hero = sections.hero
    const limits = copyLimits(
      [
        {
          id: 'one',
          path: '/um',
          meta: { title: { id: 't', message: 'Título' }, description: copy },
          sections: [{ type: 'hero', props: { ...sectionFixtures.hero!.minimal, title: copy } }],
        },
      ] as never,
      { hero } as never,
    )
    // The meta description allows 180, the hero's title 80.
    expect(limits.get('shared')).toEqual({ field: 'one › sections[0] (hero) › title', maxLength: 80 })
    expect(limits.get('t')).toEqual({ field: 'one › meta › title', maxLength: 90 })
  })
})
