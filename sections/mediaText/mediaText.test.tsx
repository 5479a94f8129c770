import { describe, expect, it } from 'vitest'
import { renderElement, withStandInImages } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { MediaText } from './MediaText'
import { mediaTextSchema, type MediaTextProps } from './schema'

const render = (props: MediaTextProps, url?: string) =>
  renderElement(<MediaText {...withStandInImages(mediaTextSchema, props)} sectionId="caso" />, url)

describe('mediaText', () => {
  it('shows the picture with its alt text and caption beside the heading, text, bullets and action', async () => {
    const document = await render(fixtures.caseStudy!)
    const section = document.querySelector('section#caso')!
    expect(section.querySelector('h2')?.textContent).toBe('title')
    expect(section.getAttribute('aria-labelledby')).toBe(section.querySelector('h2')?.id)
    expect([...section.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['eyebrow', 'p1', 'p2'])
    expect([...section.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['b1', 'b2'])
    expect(section.querySelector('figure picture img')?.getAttribute('alt')).toBe('alt')
    expect(section.querySelector('figcaption')?.textContent).toBe('caption')
    expect(section.querySelector('a')?.getAttribute('href')).toBe('/pt-br/contato')
  })

  it('puts the picture on the right on wide screens unless told left; first on phones either way', async () => {
    const right = await render(fixtures.caseStudy!)
    expect(right.querySelector('figure')?.className).toContain('lg:order-last')
    const left = await render(fixtures.imageLeft!)
    expect(left.querySelector('figure')?.className).not.toContain('lg:order-last')
    expect(left.querySelector('section')?.getAttribute('data-surface')).toBe('muted')
    expect(right.querySelector('section')?.getAttribute('data-surface')).toBe('light')
  })

  it('loads its picture lazily: it is never the first thing on a page', async () => {
    const document = await render(fixtures.imageLeft!)
    expect(document.querySelector('picture img')?.getAttribute('loading')).toBe('lazy')
  })
})
