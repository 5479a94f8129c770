import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { ServicesCarousel } from './ServicesCarousel'

describe('servicesCarousel', () => {
  it('renders one slide per service, in order, linking to /{locale}/servicos/{slug}', async () => {
    const document = await renderElement(<ServicesCarousel {...fixtures.aboutServices!} />, '/es-es')
    expect([...document.querySelectorAll('.keen-slider__slide a')].map((a) => a.getAttribute('href'))).toEqual([
      '/es-es/servicos/inteligencia-artificial',
      '/es-es/servicos/plataforma-web',
      '/es-es/servicos/aplicativos-mobile',
      '/es-es/servicos/design',
      '/es-es/servicos/manutencao-de-software',
      '/es-es/servicos/outsourcing',
      '/es-es/servicos/apis',
    ])
  })

  it('names the carousel after the heading (distinct from its section) and each slide by its position', async () => {
    const document = await renderElement(<ServicesCarousel {...fixtures.aboutServices!} />)
    const region = document.querySelector('[aria-roledescription="carrossel"]')
    // The section is a region named by its heading too: landmark names must differ.
    expect(region?.getAttribute('aria-label')).toBe('Nossos serviços — carrossel')
    expect(document.querySelector('h2')?.textContent).toBe('Nossos serviços')
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')]
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 de 7',
      '2 de 7',
      '3 de 7',
      '4 de 7',
      '5 de 7',
      '6 de 7',
      '7 de 7',
    ])
  })

  it('prerenders the 4/2/1 slide widths and a scroll cue where the arrows will be until the slider starts', async () => {
    const document = await renderElement(<ServicesCarousel {...fixtures.aboutServices!} />)
    expect(document.querySelector('[role="region"]')?.className).toBe('carousel-four-two-one')
    expect(document.querySelector('.keen-slider')?.hasAttribute('data-ready')).toBe(false)
    // No arrow before the slider works (a dead button without JavaScript): a hint of the same height instead.
    expect(document.querySelectorAll('button')).toHaveLength(0)
    const controls = document.querySelector('.carousel-controls')!
    expect(controls.className).toContain('h-11')
    expect(controls.textContent).toBe('Role para ver mais')
    expect(controls.querySelector('p')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('is painted in its tone, light by default', async () => {
    const surface = async (props: object) =>
      (await renderElement(<ServicesCarousel {...fixtures.oneService!} {...props} />))
        .querySelector('section')
        ?.getAttribute('data-surface')
    expect(await surface({})).toBe('light')
    expect(await surface({ tone: 'muted' })).toBe('muted')
  })
})
