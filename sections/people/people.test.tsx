import { describe, expect, it } from 'vitest'
import { renderElement, withStandInImages } from '../../src/engine/testing'
import { founders } from '../../content/founders'
import { fixtures } from './fixtures'
import { People, shownColumns } from './People'
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

  it('shows three columns by default, never more than there are people (two founders share a row)', async () => {
    const columns = async (props: PeopleProps) =>
      (await renderElement(<People {...built(props)} />)).querySelector('ul')?.getAttribute('data-columns')
    expect(await columns(fixtures.founders!)).toBe('2')
    expect(await columns(fixtures.team!)).toBe('3')
    expect(await columns(fixtures.longest!)).toBe('3')
    expect(await columns(fixtures.fourColumnsInverse!)).toBe('4')
    expect(await columns({ ...fixtures.fourColumnsInverse!, columns: 2 })).toBe('2')
    expect([shownColumns(4, 1), shownColumns(4, 3), shownColumns(2, 6), shownColumns(3, 6)]).toEqual([2, 3, 2, 3])
  })

  it('paints its tone (light by default) and declares that default in its schema', async () => {
    const surface = async (props: PeopleProps) =>
      (await renderElement(<People {...built(props)} />))
        .querySelector('[data-section="people"]')
        ?.getAttribute('data-surface')
    expect(await surface(fixtures.founders!)).toBe('light')
    expect(await surface(fixtures.team!)).toBe('muted')
    expect(await surface(fixtures.fourColumnsInverse!)).toBe('inverse')
    expect(await surface(fixtures.twoColumnsBrand!)).toBe('brand')
    expect(peopleSchema.properties.tone).toMatchObject({ default: 'light' })
    expect(peopleSchema.properties.columns).toMatchObject({ enum: [2, 3, 4], default: 3 })
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
