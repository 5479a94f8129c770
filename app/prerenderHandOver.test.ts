import { describe, expect, it } from 'vitest'
import { asCompiledForProduction } from './prerenderHandOver'

describe('asCompiledForProduction', () => {
  it('leaves each message descriptor its id and values, as the production macro compiles it', () => {
    const page = {
      id: 'home',
      meta: { title: { id: 'a1', message: 'Início', comment: 'the tab', context: 'page' } },
      sections: [{ type: 'hero', props: { title: { id: 'b2', message: 'Olá {name}', values: { name: 'Ana' } } } }],
    }
    expect(asCompiledForProduction(page)).toEqual({
      id: 'home',
      meta: { title: { id: 'a1' } },
      sections: [{ type: 'hero', props: { title: { id: 'b2', values: { name: 'Ana' } } } }],
    })
  })

  it('leaves alone an object that only looks like one (a block with an id and other fields)', () => {
    const block = { id: 'servicos', message: 'texto', type: 'richText' }
    expect(asCompiledForProduction([block, 'x', 3, null])).toEqual([block, 'x', 3, null])
  })
})
