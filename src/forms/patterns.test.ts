import { Ajv } from 'ajv'
import { check } from 'recheck'
import { validators } from 'virtual:form-validators'
import { describe, expect, it } from 'vitest'
import { testForms } from '../testing/testForms'
import { EMAIL_PATTERN, formSchemas, INTERNATIONAL_PHONE_PATTERN, withoutBranchErrors } from './schemas'

const schemas = formSchemas(testForms)
const IDS = Object.keys(schemas)

/** Every `pattern` anywhere in a schema. */
function patternsOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return []
  return Object.entries(schema).flatMap(([key, value]) =>
    key === 'pattern' && typeof value === 'string' ? [value] : patternsOf(value),
  )
}

// Issue #13 defect 6: `"email":"a@" + 15,800 dots + "@"` made ajv spend 184 ms in the e-mail pattern.
const DOTS_EMAIL = 'a@' + '.'.repeat(15_800) + '@'

describe('form schema patterns (ReDoS)', () => {
  const patterns = [...new Set(IDS.flatMap((id) => patternsOf(schemas[id])))]

  it('are all proven safe (linear time) by recheck', async () => {
    expect(patterns).toContain(EMAIL_PATTERN)
    expect(patterns).toContain(INTERNATIONAL_PHONE_PATTERN)
    for (const pattern of patterns) expect((await check(pattern, '')).status, pattern).toBe('safe')
  })

  it('still accept real addresses and refuse broken ones', () => {
    const email = new RegExp(EMAIL_PATTERN)
    for (const good of ['ana@acme.com', 'a.b+c@mail.acme.com.br', 'x@y.io']) expect(email.test(good), good).toBe(true)
    for (const bad of ['ana@', 'ana@acme', 'ana@acme.', 'ana@.com', 'a b@c.com', 'a@b@c.com', 'a@b..com'])
      expect(email.test(bad), bad).toBe(false)
  })

  it('take international numbers with their country code, and refuse what is no number', () => {
    const phone = new RegExp(INTERNATIONAL_PHONE_PATTERN)
    for (const good of ['+1 555 123 4567', '+34 612 34 56 78', '+1 (555) 123-4567', '+5511912345678', '020 7946 0958'])
      expect(phone.test(good), good).toBe(true)
    for (const bad of ['', '+', '12345', 'call me', '+1 555 123 4567 ext 9', '+12345678901234567', '1--2'])
      expect(phone.test(bad), bad).toBe(false)
  })
})

describe('a value over its maxLength', () => {
  const server = new Ajv({ allErrors: true })
  const compiled = Object.fromEntries(IDS.map((id) => [id, server.compile(schemas[id]!)]))

  it.each(IDS)('never reaches the pattern of its field (%s, server and browser validators)', (id) => {
    const body = { email: DOTS_EMAIL, name: 'n'.repeat(5000), origin: 'x'.repeat(3000) }
    for (const validate of [compiled[id]!, validators[id]!]) {
      expect(validate(body)).toBe(false)
      const errors = withoutBranchErrors(validate.errors)
      for (const field of ['email', 'name', 'origin']) {
        const keywords = errors.filter((error) => error.instancePath === `/${field}`).map((error) => error.keyword)
        expect(keywords, field).toEqual(['maxLength'])
      }
    }
  })
})
