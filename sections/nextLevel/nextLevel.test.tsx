import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { NextLevel } from './NextLevel'
import { nextLevelSchema } from './schema'

describe('nextLevel', () => {
  it('keeps a locale-fixed button path in every locale', async () => {
    for (const url of ['/pt-br', '/en-us', '/es-es']) {
      const document = await renderElement(<NextLevel {...fixtures.fixedContact!} />, url)
      expect(document.querySelector('a')?.getAttribute('href')).toBe('/pt-br/contato')
    }
  })

  it('is a brand band by default, so it never merges with the ink footer; inverse or light when asked', async () => {
    const surface = async (props: object) =>
      (await renderElement(<NextLevel {...fixtures.fixedContact!} {...props} />))
        .querySelector('section')
        ?.getAttribute('data-surface')
    expect(await surface({})).toBe('brand')
    expect(await surface({ tone: 'inverse' })).toBe('inverse')
    expect(await surface({ tone: 'light' })).toBe('light')
    expect(nextLevelSchema.properties.tone).toMatchObject({ default: 'brand' })
  })

  it('names the band by its heading and fills only the first button', async () => {
    const document = await renderElement(<NextLevel {...fixtures.longest!} />)
    const section = document.querySelector('section')!
    expect(section.getAttribute('aria-labelledby')).toBe(section.querySelector('h2')?.id)
    const [first, second] = [...section.querySelectorAll('a')].map((a) => a.className)
    expect(first).toContain('bg-action')
    expect(second).not.toContain('bg-action')
  })
})
