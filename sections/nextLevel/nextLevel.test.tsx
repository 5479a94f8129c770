import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { NextLevel } from './NextLevel'

describe('nextLevel', () => {
  it('keeps a locale-fixed button path in every locale', async () => {
    for (const url of ['/pt-br', '/en-us', '/es-es']) {
      const document = await renderElement(<NextLevel {...fixtures.fixedContact!} />, url)
      expect(document.querySelector('a')?.getAttribute('href')).toBe('/pt-br/contato')
    }
  })
})
