import { describe, expect, it } from 'vitest'
import { faqSchema } from '../../sections/faq/schema'
import { heroSchema } from '../../sections/hero/schema'
import { logoWallSchema } from '../../sections/logoWall/schema'
import { COPY_LIMITS, copyLimitIn, type Copy } from './common'
import { contentKindOf } from './contentKinds'
import { copyProblem } from './copyProblem'
import { headingFields } from './headingFields'
import { markedValues } from './markedValues'
import { compiledSchema, formatConfigErrors, toConfigErrors } from './validate'

/** A copy field's schema as ajv reads it: the limit and the content kind are symbols, left out of its JSON form. */
const copyJson = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1 }, message: { type: 'string', nullable: true } },
  required: ['id'],
}

/**
 * What `check:config` says about a block's props, one line each: the schema's errors (ajv, through the project's
 * compiled validators), else each copy over its field's limit (a limit ajv does not see: `markedValues` reads it).
 */
function problems(schema: object, props: unknown): string[] {
  const validate = compiledSchema(schema)
  if (!validate(props)) return formatConfigErrors(toConfigErrors(validate.errors, 'block')).split('\n')
  return markedValues(schema, props).flatMap(({ kind, value, field, maxLength }) => {
    const problem = kind === 'copy' ? copyProblem(value as Copy, maxLength) : undefined
    return problem ? [`block › ${field}: ${problem}`] : []
  })
}

/** The line `check:config` writes for a copy field one character over its limit of `max`. */
const overLimit = (field: string, max: number) =>
  expect.stringMatching(
    new RegExp(`^block › ${field}: ".*" is ${max + 1} characters long, over this field's limit of ${max}:`),
  )

/** A piece of copy `length` characters long. */
const text = (length: number): Copy => ({ id: `text-${length}`, message: 'x'.repeat(length) })

describe('headingFields', () => {
  it('gives a title held to COPY_LIMITS.heading and an optional subtitle held to COPY_LIMITS.subtitle by default', () => {
    const fields = headingFields()
    expect(Object.keys(fields)).toEqual(['title', 'subtitle'])
    expect(JSON.parse(JSON.stringify(fields))).toEqual({ title: copyJson, subtitle: { ...copyJson, nullable: true } })
    expect(copyLimitIn([fields.title])).toBe(COPY_LIMITS.heading)
    expect(copyLimitIn([fields.subtitle])).toBe(COPY_LIMITS.subtitle)
    // Both are copy, so check:config and the translation checks find them.
    expect([contentKindOf(fields.title), contentKindOf(fields.subtitle)]).toEqual(['copy', 'copy'])
  })

  it("holds a page's heading (the hero's <h1>) to COPY_LIMITS.pageHeading, keeping the subtitle", () => {
    const fields = headingFields({ pageHeading: true })
    expect(Object.keys(fields)).toEqual(['title', 'subtitle'])
    expect(copyLimitIn([fields.title])).toBe(COPY_LIMITS.pageHeading)
    expect(copyLimitIn([fields.subtitle])).toBe(COPY_LIMITS.subtitle)
  })

  it('leaves the subtitle out when asked, with either title limit', () => {
    const fields = headingFields({ subtitle: false })
    expect(JSON.parse(JSON.stringify(fields))).toEqual({ title: copyJson })
    expect(copyLimitIn([fields.title])).toBe(COPY_LIMITS.heading)
    const pageFields = headingFields({ pageHeading: true, subtitle: false })
    expect(Object.keys(pageFields)).toEqual(['title'])
    expect(copyLimitIn([pageFields.title])).toBe(COPY_LIMITS.pageHeading)
  })

  it('makes new schema nodes on every call, so a section spreading them shares nothing with another', () => {
    expect(headingFields().title).not.toBe(headingFields().title)
  })
})

describe('a section schema made with headingFields', () => {
  const question = { question: text(10), answer: text(20) }

  it('accepts a heading without a subtitle and one of the longest title and subtitle allowed', () => {
    expect(problems(faqSchema, { title: text(COPY_LIMITS.heading), items: [question] })).toEqual([])
    expect(
      problems(faqSchema, {
        title: text(COPY_LIMITS.heading),
        subtitle: text(COPY_LIMITS.subtitle),
        items: [question],
      }),
    ).toEqual([])
  })

  it('rejects a missing title, and a title or a subtitle over its limit', () => {
    expect(problems(faqSchema, { items: [question] })).toEqual(['block › title: is required'])
    expect(problems(faqSchema, { title: text(COPY_LIMITS.heading + 1), items: [question] })).toEqual([
      overLimit('title', COPY_LIMITS.heading),
    ])
    expect(
      problems(faqSchema, { title: text(20), subtitle: text(COPY_LIMITS.subtitle + 1), items: [question] }),
    ).toEqual([overLimit('subtitle', COPY_LIMITS.subtitle)])
  })

  it("holds the hero's title to the page heading's limit", () => {
    const hero = (title: Copy) => ({ title, actions: [{ label: text(10), href: '/contato' }] })
    expect(problems(heroSchema, hero(text(COPY_LIMITS.pageHeading)))).toEqual([])
    expect(problems(heroSchema, hero(text(COPY_LIMITS.pageHeading + 1)))).toEqual([
      overLimit('title', COPY_LIMITS.pageHeading),
    ])
  })

  it('refuses a subtitle where the section has none (a logo wall)', () => {
    const logos = [{ name: 'Acme', img: '/logos/acme.svg' }]
    expect(problems(logoWallSchema, { title: text(30), logos })).toEqual([])
    expect(problems(logoWallSchema, { title: text(30), subtitle: text(30), logos })).toEqual([
      expect.stringMatching(/^block › subtitle: /),
    ])
  })
})
