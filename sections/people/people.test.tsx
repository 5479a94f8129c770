import { describe, expect, it } from 'vitest'
import { renderElement, withStandInImages } from '../../src/engine/testing'
import { founders } from '../../content/founders'
import { fixtures } from './fixtures'
import { People } from './People'
import { peopleSchema, type PeopleProps } from './schema'

/** The section as a built page renders it: each portrait with its files. */
const built = (props: PeopleProps) => withStandInImages(peopleSchema, props)

describe('people', () => {
  it('renders each person with name, role, bio and portrait', async () => {
    const document = await renderElement(<People {...built(fixtures.founders!)} />)
    expect([...document.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Ana Souza', 'Bruno Lima'])
    expect([...document.querySelectorAll('article p')].map((p) => p.textContent)).toEqual([
      'CEO',
      'bio-ana',
      'CTO',
      'bio-bruno',
    ])
    const images = [...document.querySelectorAll('picture img')]
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/assets/media/rafael-monteiro-1200.webp',
      '/assets/media/camila-duarte-1200.webp',
    ])
    // The name is printed beside the portrait, so without alt text the image is decorative.
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['', 'Retrato de Bruno'])
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true)
  })

  it('uses three columns on wide screens only for more than two people', async () => {
    const two = await renderElement(<People {...built(fixtures.founders!)} />)
    expect(two.querySelector('ul')?.className).not.toContain('lg:grid-cols-3')
    const three = await renderElement(<People {...built(fixtures.team!)} />)
    expect(three.querySelector('ul')?.className).toContain('lg:grid-cols-3')
    expect(three.querySelector('section')?.className).toContain('bg-slate-50')
  })

  it('has founders: a CEO and a CTO whose bios mention over 10 years and over 6 million dollars a year', async () => {
    const document = await renderElement(
      <People {...built({ title: { id: 'fx.f', message: 'f' }, people: founders })} />,
    )
    expect([...document.querySelectorAll('article p:first-of-type')].map((p) => p.textContent)).toEqual([
      'CEO e cofundador',
      'CTO e cofundadora',
    ])
    for (const article of document.querySelectorAll('article')) {
      expect(article.textContent).toContain('mais de 10 anos')
      expect(article.textContent).toContain('6 milhões de dólares por ano')
    }
  })
})
