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

  it('keeps card icons decorative, drawn from the site’s set', async () => {
    const document = await renderElement(<TransformCards {...fixtures.threeCards!} />)
    expect(document.querySelector('img')).toBeNull()
    const icons = [...document.querySelectorAll('li svg')]
    expect(icons).toHaveLength(6)
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true')
    // Each link is named by its text alone.
    expect([...document.querySelectorAll('li > a')].map((a) => a.textContent)).toEqual(['IA', 'App', 'Time'])
  })

  it('is painted muted by default, in its tone otherwise; columns follow the number of cards', async () => {
    const three = await renderElement(<TransformCards {...fixtures.threeCards!} />)
    expect(three.querySelector('section')?.getAttribute('data-surface')).toBe('muted')
    expect(three.querySelector('ul')?.className).toContain('lg:grid-cols-3')
    // The third card stretches over the second column at 640 px (two per row).
    expect(three.querySelector('li:last-child')?.className).toBe('sm:col-span-2 lg:col-span-1')
    const two = await renderElement(<TransformCards {...fixtures.inverseTwo!} />)
    expect(two.querySelector('section')?.getAttribute('data-surface')).toBe('inverse')
    expect(two.querySelector('ul')?.className).toContain('sm:grid-cols-2')
    const four = await renderElement(<TransformCards {...fixtures.longest!} />)
    expect(four.querySelector('ul')?.className).toContain('xl:grid-cols-4')
  })
})
