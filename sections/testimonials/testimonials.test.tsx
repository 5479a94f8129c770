import { describe, expect, it } from 'vitest'
import { renderElement, withStandInImages } from '../../src/engine/testing'
import { fixtures as allFixtures } from './fixtures'
import { Testimonials } from './Testimonials'
import { testimonialsSchema, type TestimonialsProps } from './schema'

/** The fixtures as a built page renders them: each portrait with its files. */
const fixtures = Object.fromEntries(
  Object.entries(allFixtures).map(([name, props]) => [name, withStandInImages(testimonialsSchema, props)]),
) as Record<string, TestimonialsProps>

describe('testimonials', () => {
  it('renders each quote as a blockquote with its author, role and company', async () => {
    const document = await renderElement(<Testimonials {...fixtures.threeClients!} />)
    const figures = [...document.querySelectorAll('li figure')]
    expect(figures.map((f) => f.querySelector('blockquote')?.textContent)).toEqual([
      'Ótimo time.',
      'Rápidos.',
      'Recomendo.',
    ])
    expect(figures.map((f) => f.querySelector('figcaption')?.textContent)).toEqual([
      'ASAna SouzaCTO, Everpay',
      'BBrunoGerente',
      'Carla DiasCEO',
    ])
    expect(document.querySelector('ul')?.className).toContain('lg:grid-cols-3')
  })

  it('keeps the decorative quote mark, initials and photos out of the accessibility tree', async () => {
    const document = await renderElement(<Testimonials {...fixtures.threeClients!} />)
    expect(document.querySelectorAll('figure > [aria-hidden="true"]')).toHaveLength(3)
    expect(document.querySelectorAll('figcaption > [aria-hidden="true"]')).toHaveLength(2)
    const photo = document.querySelector('figcaption picture img')!
    expect([photo.getAttribute('src'), photo.getAttribute('alt'), photo.getAttribute('loading')]).toEqual([
      '/assets/media/camila-duarte-1200.webp',
      '',
      'lazy',
    ])
  })

  it('offers a photo portrait as AVIF and WebP at 48 px, cropped square', async () => {
    const [item] = allFixtures.one!.items
    const photo = { src: 'people/ana.jpg', decorative: true as const }
    const props = withStandInImages(testimonialsSchema, { ...allFixtures.one!, items: [{ ...item!, photo }] })
    const document = await renderElement(<Testimonials {...props} />)
    const source = document.querySelector('figcaption source[type="image/avif"]')!
    expect(source.getAttribute('sizes')).toBe('48px')
    const img = document.querySelector('figcaption picture img')!
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '1200'])
  })

  it('uses a single column for a single quote, shown large and centred', async () => {
    const document = await renderElement(<Testimonials {...fixtures.one!} />)
    expect(document.querySelector('ul')?.className).not.toMatch(/(sm|md|lg|xl):grid-cols/)
    expect(document.querySelector('blockquote')?.className).toContain('text-h3')
  })

  it('is painted in its tone, light by default', async () => {
    const light = await renderElement(<Testimonials {...fixtures.threeClients!} />)
    expect(light.querySelector('section')?.getAttribute('data-surface')).toBe('light')
    const muted = await renderElement(<Testimonials {...fixtures.one!} />)
    expect(muted.querySelector('section')?.getAttribute('data-surface')).toBe('muted')
    expect(testimonialsSchema.properties.tone).toMatchObject({ default: 'light' })
  })
})
