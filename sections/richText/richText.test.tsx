import { describe, expect, it } from 'vitest'
import { renderElement, withStandInImages } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { RichText } from './RichText'
import { richTextSchema } from './schema'

describe('richText', () => {
  it('renders heading, paragraphs, bullets and a localized button in order', async () => {
    const document = await renderElement(<RichText {...withStandInImages(richTextSchema, fixtures.full!)} />, '/en-us')
    expect(document.querySelector('h2')?.textContent).toBe('title')
    expect([...document.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['eyebrow', 'p1', 'p2'])
    expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['b1', 'b2', 'b3'])
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/en-us/contato')
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('can carry the page title as <h1>', async () => {
    const document = await renderElement(<RichText {...fixtures.pageTitle!} />)
    expect(document.querySelector('h1')?.textContent).toBe('Política de privacidade')
    expect(document.querySelector('h2')).toBeNull()
  })

  it('is not labelled by a heading it does not have', async () => {
    const document = await renderElement(<RichText {...fixtures.paragraphsOnly!} />)
    expect(document.querySelector('section')?.hasAttribute('aria-labelledby')).toBe(false)
  })
})
