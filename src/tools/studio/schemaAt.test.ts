import { describe, expect, it } from 'vitest'
import { schemasAt } from './schemaAt'

const icon = { type: 'string', enum: ['star', 'eye'] }
const schema = {
  type: 'object',
  properties: {
    title: { type: 'object' },
    items: { type: 'array', items: { type: 'object', properties: { icon } } },
    meta: { type: 'object', properties: { description: { type: 'object', maxLength: 9 } } },
  },
  if: { properties: { columns: { const: 2 } } },
  then: { properties: { items: { items: { properties: { image: { slot: 'two' } } } } } },
  else: { properties: { items: { items: { properties: { image: { slot: 'three' } } } } } },
}

describe('schemasAt', () => {
  it('follows properties and items along a field name of the guide', () => {
    expect(schemasAt(schema, 'items[].icon')).toEqual([icon])
    expect(schemasAt(schema, 'meta.description')).toEqual([{ type: 'object', maxLength: 9 }])
  })

  it('finds a field declared in the branches of an if', () => {
    expect(schemasAt(schema, 'items[].image')).toEqual([{ slot: 'two' }, { slot: 'three' }])
  })

  it('finds nothing for a field the schema does not describe', () => {
    expect(schemasAt(schema, 'items[].nope')).toEqual([])
    expect(schemasAt(schema, 'title.x')).toEqual([])
  })
})
