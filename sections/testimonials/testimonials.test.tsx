import { describe, expect, it } from 'vitest'
import { propsWithImages, renderElement, standInBuild, withStandInImages } from '../../src/engine/testing'
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
    const [item, ...others] = allFixtures.threeClients!.items
    const photo = { src: 'people/ana.jpg', decorative: true as const }
    const items = [{ ...item!, photo }, ...others]
    const props = withStandInImages(testimonialsSchema, { ...allFixtures.threeClients!, items })
    const document = await renderElement(<Testimonials {...props} />)
    const source = document.querySelector('figcaption source[type="image/avif"]')!
    expect(source.getAttribute('sizes')).toBe('48px')
    const img = document.querySelector('figcaption picture img')!
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '1200'])
  })

  it('shows a single quote featured: large, beside the portrait, aligned with the heading', async () => {
    const document = await renderElement(<Testimonials {...fixtures.one!} />)
    expect(document.querySelector('ul')).toBeNull()
    const quote = document.querySelector('figure blockquote')!
    expect(quote.className).toContain('lg:text-h2')
    expect(document.querySelector('section')?.innerHTML).not.toContain('text-center')
  })

  it('features the first of several quotes with its portrait and lists the others as quiet columns', async () => {
    const props = withStandInImages(testimonialsSchema, { ...allFixtures.threeClients!, variant: 'featured' as const })
    const document = await renderElement(<Testimonials {...props} />)
    const [featured, ...others] = [...document.querySelectorAll('figure')]
    expect(featured!.querySelector('blockquote')?.textContent).toBe('Ótimo time.')
    expect(featured!.querySelector('blockquote')?.className).toContain('lg:text-h2')
    expect(others.map((figure) => figure.querySelector('blockquote')?.textContent)).toEqual(['Rápidos.', 'Recomendo.'])
    // The others are not cards: a run of card grids is what this layout breaks.
    expect(others.every((figure) => !figure.className.includes('rounded-card'))).toBe(true)
    expect(document.querySelector('ul')?.className).toContain('border-t')
  })

  it("makes a featured block's first portrait for the large place, every other for the 48 px circle", () => {
    const photo = { src: 'people/ana.jpg', decorative: true as const }
    const items = allFixtures.threeClients!.items.map((item) => ({ ...item, photo }))
    const placesOf = (props: TestimonialsProps) => {
      const places: string[] = []
      propsWithImages(testimonialsSchema, props, (image, slot) => (places.push(slot.name), standInBuild(image, slot)))
      return places
    }
    // A 48 px circle served from the large place's files got a 128 px file at least (2.67× its box at 1×).
    expect(placesOf({ ...allFixtures.threeClients!, items, variant: 'featured' as const })).toEqual([
      'testimonials.portrait',
      'testimonials.photo',
      'testimonials.photo',
    ])
    expect(placesOf({ ...allFixtures.threeClients!, items })).toEqual(Array(3).fill('testimonials.photo'))
    expect(placesOf({ ...allFixtures.one!, items: [items[0]!] })).toEqual(['testimonials.portrait'])
  })

  it('sizes the featured portrait for its place and the others for the 48 px circle', async () => {
    const photo = { src: 'people/ana.jpg', decorative: true as const }
    const items = allFixtures.threeClients!.items.map((item) => ({ ...item, photo }))
    const props = withStandInImages(testimonialsSchema, {
      ...allFixtures.threeClients!,
      items,
      variant: 'featured' as const,
    })
    const document = await renderElement(<Testimonials {...props} />)
    const sizes = [...document.querySelectorAll('source[type="image/avif"]')].map((s) => s.getAttribute('sizes'))
    expect(sizes).toEqual(['(min-width: 1024px) 352px, 128px', '48px', '48px'])
  })

  it('is painted in its tone, light by default', async () => {
    const light = await renderElement(<Testimonials {...fixtures.threeClients!} />)
    expect(light.querySelector('section')?.getAttribute('data-surface')).toBe('light')
    const muted = await renderElement(<Testimonials {...fixtures.one!} />)
    expect(muted.querySelector('section')?.getAttribute('data-surface')).toBe('muted')
    expect(testimonialsSchema.properties.tone).toMatchObject({ default: 'light' })
  })
})
