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

  it('prerenders the 4/2/1 slide widths and both buttons disabled until the slider starts', async () => {
    const document = await renderElement(<ServicesCarousel {...fixtures.aboutServices!} />)
    const track = document.querySelector('.keen-slider')
    expect(track?.className).toContain('carousel-four-two-one')
    expect(track?.hasAttribute('data-ready')).toBe(false)
    const buttons = [...document.querySelectorAll('button')]
    // Each arrow is a drawn chevron hidden from assistive technology: the button is named by its text alone.
    expect(buttons.map((button) => button.textContent)).toEqual(['Anterior', 'Próximo'])
    expect(buttons.every((button) => button.hasAttribute('disabled'))).toBe(true)
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
