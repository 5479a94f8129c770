import { describe, expect, it } from 'vitest'
import { renderElement, withStandInImages } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { RichText } from './RichText'
import { richTextSchema } from './schema'

const surface = async (props: object) =>
  (await renderElement(<RichText {...withStandInImages(richTextSchema, props)} />))
    .querySelector('section')
    ?.getAttribute('data-surface')

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

  it('is painted in its tone, light by default', async () => {
    expect(await surface(fixtures.pageTitle!)).toBe('light')
    expect(await surface(fixtures.full!)).toBe('muted')
    expect(await surface(fixtures.longest!)).toBe('inverse')
    expect(richTextSchema.properties.tone).toMatchObject({ default: 'light' })
  })

  it('puts the picture beside the text from 1024 px, and centres a centred text', async () => {
    const document = await renderElement(<RichText {...withStandInImages(richTextSchema, fixtures.full!)} />)
    const grid = document.querySelector('section .grid')!
    expect(grid.className).toContain('lg:grid-cols-2')
    expect(grid.children[1]?.querySelector('picture')).not.toBeNull()
    const centred = await renderElement(<RichText {...withStandInImages(richTextSchema, fixtures.longest!)} />)
    expect(centred.querySelector('h2')?.parentElement?.className).toContain('text-center')
  })
})
