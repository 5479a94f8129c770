import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { TransformCards } from './TransformCards'

describe('transformCards', () => {
  it('links each whole card to its page in the visitor locale', async () => {
    const document = await renderElement(<TransformCards {...fixtures.threeCards!} />, '/es-es')
    const hrefs = [...document.querySelectorAll('li > a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/es-es/inteligencia-artificial', '/es-es/fabrica-de-software', '/es-es/contrate'])
  })

  it('keeps card icons decorative', async () => {
    const document = await renderElement(<TransformCards {...fixtures.threeCards!} />)
    for (const img of document.querySelectorAll('img')) expect(img.getAttribute('alt')).toBe('')
  })
})
