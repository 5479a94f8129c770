import { describe, expect, it } from 'vitest'
import { replaceBySchema, walkSchema, type SchemaNode } from './schemaWalk'

/** Every visited path with the `title`s of the schema nodes describing its value. */
const visits = (schema: object | undefined, value: unknown) => {
  const seen: Record<string, string[]> = {}
  walkSchema(schema, value, ({ path, schemas }: SchemaNode) => {
    seen[path] = schemas.map((node) => (node as { title?: string }).title ?? '?')
  })
  return seen
}

describe('walkSchema', () => {
  it('follows properties, single and tuple items, and walks keys the schema does not describe with no schema', () => {
    const schema = {
      title: 'root',
      type: 'object',
      properties: {
        list: { title: 'list', type: 'array', items: { title: 'item' } },
        pair: { title: 'pair', type: 'array', items: [{ title: 'first' }], additionalItems: { title: 'rest' } },
      },
    }
    expect(visits(schema, { list: ['a'], pair: [1, 2, 3], other: { deep: true } })).toEqual({
      '': ['root'],
      list: ['list'],
      'list[0]': ['item'],
      pair: ['pair'],
      'pair[0]': ['first'],
      'pair[1]': ['rest'],
      'pair[2]': ['rest'],
      other: [],
      'other.deep': [],
    })
  })

  it('gives a key its properties and matching patternProperties schemas, else additionalProperties', () => {
    const schema = {
      title: 'root',
      type: 'object',
      properties: { fixed: { title: 'fixed' } },
      patternProperties: { '^x-': { title: 'pattern' } },
      additionalProperties: { title: 'additional' },
    }
    expect(visits(schema, { fixed: 1, 'x-tra': 2, free: 3 })).toEqual({
      '': ['root'],
      fixed: ['fixed'],
      'x-tra': ['pattern'],
      free: ['additional'],
    })
  })

  it('applies every allOf member, the first anyOf/oneOf branch the value validates and if/then/else', () => {
    const schema = {
      title: 'root',
      allOf: [{ title: 'all' }],
      anyOf: [
        { title: 'number', type: 'number' },
        { title: 'any string', type: 'string' },
        { title: 'short string', type: 'string', maxLength: 3 },
      ],
      oneOf: [
        { title: 'not a', not: { const: 'a' } },
        { title: 'a', const: 'a' },
      ],
      if: { maxLength: 1 },
      then: { title: 'then' },
      else: { title: 'else' },
    }
    expect(visits(schema, 'a')).toEqual({ '': ['root', 'all', 'any string', 'a', 'then'] })
    expect(visits(schema, 'abc')).toEqual({ '': ['root', 'all', 'any string', 'not a', 'else'] })
    expect(visits(schema, 7)).toEqual({ '': ['root', 'all', 'number', 'not a', 'then'] })
  })

  it('reads a branch chosen by a discriminating property, and its children', () => {
    const schema = {
      oneOf: [
        { title: 'quote', type: 'object', properties: { kind: { const: 'quote' }, text: { title: 'quote text' } } },
        { title: 'video', type: 'object', properties: { kind: { const: 'video' }, text: { title: 'caption' } } },
      ],
    }
    expect(visits(schema, { kind: 'video', text: 'x' }).text).toEqual(['caption'])
    // No branch validates: the value is walked on with no schema (validatePages reports it).
    expect(visits(schema, { kind: 'audio', text: 'x' }).text).toEqual([])
  })

  it('refuses $ref instead of hiding the fields behind it', () => {
    expect(() => walkSchema({ properties: { a: { $ref: '#/definitions/a' } } }, { a: 1 }, () => {})).toThrow(
      'walkSchema does not follow "$ref" (#/definitions/a)',
    )
  })

  it('visits no undefined or null, stops where the visitor says so, walks shared objects per path and cuts cycles', () => {
    const shared = { name: 'x' }
    const cyclic: Record<string, unknown> = { shared }
    cyclic.self = cyclic
    const paths: string[] = []
    walkSchema(undefined, { a: undefined, b: null, c: shared, d: { stop: { inner: 1 } }, cyclic }, ({ path }) => {
      paths.push(path)
      return path !== 'd.stop'
    })
    expect(paths).toEqual([
      '',
      'c',
      'c.name',
      'd',
      'd.stop',
      'cyclic',
      'cyclic.shared',
      'cyclic.shared.name',
      'cyclic.self',
    ])
  })

  it('does not walk into class instances', () => {
    const paths: string[] = []
    walkSchema(undefined, { when: new Date(0), map: new Map([['a', 1]]) }, ({ path }) => void paths.push(path))
    expect(paths).toEqual(['', 'when', 'map'])
  })
})

describe('replaceBySchema', () => {
  it('replaces what the callback answers for, by the same walk, copying only the containers on the way', () => {
    const kept = { other: [1, 2] }
    const value = { list: [{ n: 1 }, { n: 2 }], kept }
    const schema = { properties: { list: { items: { properties: { n: { title: 'n' } } } } } }
    const replaced = replaceBySchema(schema, value, ({ value: node, schemas }) =>
      schemas.some((s) => (s as { title?: string }).title === 'n') ? { with: (node as number) * 10 } : undefined,
    ) as typeof value
    expect(replaced).toEqual({ list: [{ n: 10 }, { n: 20 }], kept: { other: [1, 2] } })
    expect(replaced.kept).toBe(kept)
    expect(value).toEqual({ list: [{ n: 1 }, { n: 2 }], kept })
    expect(replaceBySchema(schema, kept, () => undefined)).toBe(kept)
  })
})
