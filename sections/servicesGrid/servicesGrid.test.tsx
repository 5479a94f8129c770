import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { servicesGridSchema } from './schema'
import { ServicesGrid } from './ServicesGrid'

describe('servicesGrid', () => {
  it('links every service to /{locale}/servicos/{slug}', async () => {
    const document = await renderElement(<ServicesGrid {...fixtures.allServices!} />, '/en-us')
    expect([...document.querySelectorAll('li a')].map((a) => a.getAttribute('href'))).toEqual([
      '/en-us/servicos/plataforma-web',
      '/en-us/servicos/aplicativos-mobile',
      '/en-us/servicos/manutencao-de-software',
      '/en-us/servicos/outsourcing',
      '/en-us/servicos/apis',
      '/en-us/servicos/design',
      '/en-us/servicos/e-commerce',
      '/en-us/servicos/inteligencia-artificial',
    ])
  })

  it('makes only the last card span two columns', async () => {
    const document = await renderElement(<ServicesGrid {...fixtures.allServices!} />)
    const spans = [...document.querySelectorAll('li')].map((li) => li.className.includes('col-span-2'))
    expect(spans).toEqual([false, false, false, false, false, false, false, true])
  })

  it('stretches the last card over the empty cells of its row, at each width', async () => {
    const last = async (count: number, columns?: 2 | 3 | 4) => {
      const props = { ...fixtures.allServices!, services: fixtures.allServices!.services.slice(0, count), columns }
      return (await renderElement(<ServicesGrid {...props} />)).querySelector('li:last-child')!.className
    }
    // Seven in 3 columns: alone on its row at 640 px (2 per row) and at 1024 px (3 per row).
    expect(await last(7)).toBe('sm:col-span-2 lg:col-span-3')
    // Six in 4 columns: full at 640 and 1024 px, two left at 1280 px (4 per row).
    expect(await last(6, 4)).toBe('xl:col-span-3')
    expect(await last(6, 3)).toBe('')
  })

  it('sets 2, 3 or 4 cards per row (four only from 1280 px) on its tone, light by default', async () => {
    const grid = async (columns?: 2 | 3 | 4) =>
      (await renderElement(<ServicesGrid {...fixtures.allServices!} columns={columns} />)).querySelector('ul')!
        .className
    expect(await grid(2)).toContain('sm:grid-cols-2')
    expect(await grid(2)).not.toContain('lg:grid-cols')
    expect(await grid()).toContain('lg:grid-cols-3')
    expect(await grid(4)).toContain('xl:grid-cols-4')
    const document = await renderElement(<ServicesGrid {...fixtures.allServices!} tone="muted" />)
    expect(document.querySelector('section')?.getAttribute('data-surface')).toBe('muted')
    expect(servicesGridSchema.properties.tone).toMatchObject({ default: 'light' })
  })

  it('draws each service’s icon from the site’s set, decorative', async () => {
    const document = await renderElement(<ServicesGrid {...fixtures.allServices!} />)
    expect(document.querySelectorAll('li a > div > svg[aria-hidden="true"]')).toHaveLength(8)
    expect(document.querySelector('li img')).toBeNull()
  })

  it('is one divided card of rows on phones (name and one line of description, a chevron), cards from 640 px', async () => {
    const document = await renderElement(<ServicesGrid {...fixtures.allServices!} />)
    const list = document.querySelector('ul')!.className.split(' ')
    expect(list).toEqual(expect.arrayContaining(['divide-y', 'rounded-card', 'ring-1', 'sm:divide-y-0', 'sm:ring-0']))
    for (const link of document.querySelectorAll('li a')) {
      expect(link.className).toContain('sm:rounded-card')
      const description = link.querySelectorAll('span')[1]!
      expect(description.className).toContain('line-clamp-1')
      expect(description.className).toContain('sm:line-clamp-none')
      // The whole description stays in the link (and its name); only the row's look shortens it.
      expect(link.textContent).toContain(description.textContent)
      expect(description.textContent!.length).toBeGreaterThan(30)
      expect(link.querySelectorAll('svg')).toHaveLength(3)
    }
  })
})
