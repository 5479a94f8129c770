import { describe, expect, it } from 'vitest'
import { renderElement, withStandInImages } from '../../src/engine/testing'
import { FeatureGrid } from './FeatureGrid'
import { fixtures } from './fixtures'
import { featureGridSchema, type FeatureGridProps } from './schema'

const render = (props: FeatureGridProps, url?: string) =>
  renderElement(<FeatureGrid {...withStandInImages(featureGridSchema, props)} />, url)
const cells = (document: Document) => [...document.querySelectorAll('ul > li')].map((li) => li.className)

describe('featureGrid', () => {
  it('renders one card per item with its heading and text', async () => {
    const document = await render(fixtures.fiveBenefits!)
    expect([...document.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(document.querySelectorAll('li p')).toHaveLength(5)
  })

  it('turns a card with href into a localized link', async () => {
    const document = await render(fixtures.linkedCards!, '/es-es')
    expect(document.querySelector('li a')?.getAttribute('href')).toBe('/es-es/servicos/plataforma-web')
  })

  it('draws each icon from the site’s set, decorative; numbers the cards that have none', async () => {
    const icons = await render(fixtures.fiveBenefits!)
    expect(icons.querySelectorAll('li svg[aria-hidden="true"]')).toHaveLength(5)
    expect(icons.querySelector('li img')).toBeNull()
    const numbered = await render(fixtures.numberedFour!)
    expect([...numbered.querySelectorAll('li [aria-hidden="true"]')].map((mark) => mark.textContent)).toEqual([
      '01',
      '02',
      '03',
      '04',
    ])
  })

  it('keeps columns wide enough for a heading: 2 from 640 px, 3 from 1024 px, 4 only from 1280 px', async () => {
    const grid = async (columns?: 2 | 3 | 4) =>
      (await render({ ...fixtures.fiveBenefits!, columns })).querySelector('ul')!.className
    // Twice the tracks (each card spans two), so an incomplete last row can be centred.
    expect(await grid(2)).toContain('sm:grid-cols-4')
    expect(await grid(2)).not.toContain('lg:grid-cols')
    expect(await grid()).toContain('lg:grid-cols-6')
    expect(await grid()).not.toContain('xl:grid-cols')
    expect(await grid(4)).toContain('lg:grid-cols-6')
    expect(await grid(4)).toContain('xl:grid-cols-8')
    expect(await grid(4)).not.toContain('md:')
  })

  it('centres an incomplete last row', async () => {
    // Five in three columns: the fourth card starts a track in, at 1024 px (3 per row) and at 640 px (2 per row).
    const five = cells(await render(fixtures.fiveBenefits!))
    expect(five.map((cell) => cell.match(/lg:col-start-\d/)?.[0] ?? null)).toEqual([
      null,
      null,
      null,
      'lg:col-start-2',
      null,
    ])
    expect(five[4]).toContain('sm:col-start-2')
    expect(five[4]).toContain('lg:col-start-auto')
    // Four in four columns: full at 1280 px, one left over (centred) at 1024 px.
    const four = cells(await render(fixtures.numberedFour!))
    expect(four[3]).toContain('lg:col-start-3')
    expect(four[3]).toContain('xl:col-start-auto')
    // Six in three columns: every row full at every width, left alone.
    const six = {
      ...fixtures.fiveBenefits!,
      items: [...fixtures.fiveBenefits!.items, fixtures.fiveBenefits!.items[0]!],
    }
    expect(cells(await render(six)).every((cell) => !cell.includes('col-start'))).toBe(true)
  })

  it('image cards put each picture across the top, in the place its column count gives it', async () => {
    const document = await render(fixtures.imageCards!)
    const cards = [...document.querySelectorAll('li')]
    expect(cards.every((card) => card.querySelector('picture') !== null)).toBe(true)
    expect(document.querySelector('picture source')?.getAttribute('sizes')).toContain('(min-width: 1280px) 384px')
    const two = await render({ ...fixtures.imageCards!, columns: 2 })
    expect(two.querySelector('picture source')?.getAttribute('sizes')).toContain('(min-width: 1280px) 588px')
  })

  it('stat cards show each figure large, above the title', async () => {
    const document = await render(fixtures.statCards!)
    const figure = document.querySelector('li p.text-stat')
    expect(figure?.textContent).toBe('−38%')
    expect(figure?.nextElementSibling?.tagName).toBe('H3')
  })

  it('is painted in its tone, light by default', async () => {
    const surface = async (props: FeatureGridProps) =>
      (await render(props)).querySelector('section')?.getAttribute('data-surface')
    expect(await surface(fixtures.numberedFour!)).toBe('light')
    expect(await surface(fixtures.linkedCards!)).toBe('inverse')
    expect(featureGridSchema.properties.tone).toMatchObject({ default: 'light' })
    expect(featureGridSchema.properties.columns).toMatchObject({ default: 3 })
  })
})
