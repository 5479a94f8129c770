import { Ajv } from 'ajv'
import { check } from 'recheck'
import { validators } from 'virtual:form-validators'
import { describe, expect, it } from 'vitest'
import { FORM_KINDS } from './leadForms'
import { EMAIL_PATTERN, formSchemas, withoutBranchErrors } from './schemas'

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
  const patterns = [...new Set(FORM_KINDS.flatMap((kind) => patternsOf(formSchemas[kind])))]

  it('are all proven safe (linear time) by recheck', async () => {
    expect(patterns).toContain(EMAIL_PATTERN)
    for (const pattern of patterns) expect((await check(pattern, '')).status, pattern).toBe('safe')
  })

  it('still accept real addresses and refuse broken ones', () => {
    const email = new RegExp(EMAIL_PATTERN)
    for (const good of ['ana@acme.com', 'a.b+c@mail.acme.com.br', 'x@y.io']) expect(email.test(good), good).toBe(true)
    for (const bad of ['ana@', 'ana@acme', 'ana@acme.', 'ana@.com', 'a b@c.com', 'a@b@c.com', 'a@b..com'])
      expect(email.test(bad), bad).toBe(false)
  })
})

describe('a value over its maxLength', () => {
  const server = new Ajv({ allErrors: true })
  const compiled = Object.fromEntries(FORM_KINDS.map((kind) => [kind, server.compile(formSchemas[kind])]))

  it.each(FORM_KINDS)('never reaches the pattern of its field (%s, server and browser validators)', (kind) => {
    const body = { email: DOTS_EMAIL, name: 'n'.repeat(5000), origin: 'x'.repeat(3000) }
    for (const validate of [compiled[kind]!, validators[kind]]) {
      expect(validate(body)).toBe(false)
      const errors = withoutBranchErrors(validate.errors)
      for (const field of ['email', 'name', 'origin']) {
        const keywords = errors.filter((error) => error.instancePath === `/${field}`).map((error) => error.keyword)
        expect(keywords, field).toEqual(['maxLength'])
      }
    }
  })
})
