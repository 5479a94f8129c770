import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { withContentKind } from '../../config/contentKinds'
import { compiledSchema, keepValidatorsIn, toConfigErrors } from '../../config/validate'
import { validatorStore } from './validatorStore'

let dir: string | undefined
afterEach(async () => {
  keepValidatorsIn(undefined)
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** A block schema as the sections write them: a copy field (marked with its content kind), a count with a default. */
const blockSchema = () => ({
  type: 'object',
  properties: {
    title: withContentKind('copy', { type: 'object' }),
    columns: { type: 'integer', minimum: 1, default: 3 },
  },
  required: ['title'],
  additionalProperties: false,
})

/** The messages a schema's validator gives for a block with plain text, a bad count and a misspelt field. */
function messagesOf(schema: object): string[] {
  const validate = compiledSchema(schema)
  expect(validate({ title: 'Olá', columns: 0, titel: 'x' })).toBe(false)
  return toConfigErrors(validate.errors, 'home › sections[0] (hero)').map(
    ({ where, message }) => `${where}: ${message}`,
  )
}

describe('validatorStore', () => {
  it('keeps each compiled validator, which a later process reads with the same messages as a fresh compile', async () => {
    dir = await mkdtemp(join(tmpdir(), 'validators-'))
    const compiled = messagesOf(blockSchema())
    expect(compiled.join('\n')).toContain('is plain text; write it as msg`Olá`')
    expect(compiled.join('\n')).toContain('like 3 (the default, when left out)')
    expect(compiled.join('\n')).toContain('did you mean "title"?')

    keepValidatorsIn(validatorStore(dir))
    // Another schema object (a new process, or the section module evaluated again): compiled, then written.
    expect(messagesOf(blockSchema())).toEqual(compiled)
    const files = await readdir(dir)
    expect(files).toHaveLength(1)
    // The file replaced by a validator that refuses everything without errors: a later check reads it, not ajv.
    await writeFile(
      join(dir, files[0]!),
      'module.exports.default = function v(data) { v.errors = [{ instancePath: "", schemaPath: "#/required", keyword: "required", params: { missingProperty: "kept" } }]; return false }',
    )
    expect(messagesOf(blockSchema())).toEqual(['home › sections[0] (hero) › kept: is required'])
  })

  it('compiles again over a kept file that does not load', async () => {
    dir = await mkdtemp(join(tmpdir(), 'validators-'))
    keepValidatorsIn(validatorStore(dir))
    const compiled = messagesOf(blockSchema())
    const [file] = await readdir(dir)
    await writeFile(join(dir, file!), 'this is not JavaScript {')
    expect(messagesOf(blockSchema())).toEqual(compiled)
    expect(compiledSchema(blockSchema())({ title: { id: 'a' } })).toBe(true)
  })
})
