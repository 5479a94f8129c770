import { describe, expect, it } from 'vitest'
import { sections } from '../../sections'
import { TONES } from '../../src/config/common'

interface ObjectSchema {
  properties?: Record<string, { enum?: unknown[]; default?: unknown } | undefined>
  required?: string[]
}

/**
 * Every section takes `tone` (issue #22): a marketer picks any of the four surfaces for any block, and the gallery
 * and the config check read its default from the schema (`check:config` warns on two inverse neighbours).
 */
describe.each(Object.entries(sections))('section %s', (type, definition) => {
  const schema = definition.schema as ObjectSchema
  const tone = schema.properties?.tone

  it('has an optional `tone` of the four tones, with a JSON default', () => {
    expect(
      tone,
      `sections/${type}/schema.ts: add \`tone: { ...toneSchema, nullable: true, default: '…' }\``,
    ).toBeDefined()
    expect(schema.required ?? [], 'tone is optional').not.toContain('tone')
    expect([...(tone!.enum ?? [])].sort(), 'its enum is TONES (toneSchema)').toEqual([...TONES].sort())
    expect(TONES, `its \`default\` is one of the tones (got ${JSON.stringify(tone!.default)})`).toContain(tone!.default)
  })
})
