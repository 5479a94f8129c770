import { describe, expect, it } from 'vitest'
import { BlockPosition, renderElement, withStandInImages } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { Hero } from './Hero'
import { heroBackgroundSlot, heroSchema, type HeroProps } from './schema'

const render = (props: HeroProps, url?: string) =>
  renderElement(
    <BlockPosition first>
      <Hero {...withStandInImages(heroSchema, props)} />
    </BlockPosition>,
    url,
  )

describe('hero', () => {
  it('renders the title as the page heading and its buttons in order, localized', async () => {
    const document = await renderElement(<Hero {...fixtures.threeButtons!} />, '/en-us')
    expect(document.querySelector('h1')?.textContent).toBe('Software e IA sob medida')
    const links = [...document.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['Saiba mais', '/en-us/contato'],
      ['Nossos serviços', '#servicos'],
      ['Produtos', '/en-us/produtos-de-ia'],
    ])
  })

  it('lists its line of proof under the buttons, each fact after a check mark; none when it has none', async () => {
    const document = await render(fixtures.splitWithArt!)
    const buttons = document.querySelector('h1')!.parentElement!.querySelector('a')!.parentElement!
    const proof = buttons.nextElementSibling!
    expect(proof.tagName).toBe('UL')
    expect([...proof.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Mais de 120 projetos entregues',
      'Há mais de 10 anos no mercado',
    ])
    expect(proof.querySelectorAll('li svg[aria-hidden="true"]')).toHaveLength(2)
    const plain = await render(fixtures.threeButtons!)
    expect(plain.querySelector('h1')!.parentElement!.querySelector('ul')).toBeNull()
  })

  it("ends its line of proof with the settings' reply time when asked, worded as the footer words it", async () => {
    const document = await render(fixtures.centered!, '/en-us')
    const facts = [...document.querySelectorAll('h1 ~ ul li')]
    expect(facts.map((li) => li.textContent)).toEqual([
      'Mais de 120 projetos entregues',
      'Há mais de 10 anos no mercado',
      // The test site's settings: `responseHours: 1`, in the singular.
      'We reply within 1 business hour',
    ])
    expect(facts.at(-1)!.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
  })

  it('names its section by the heading', async () => {
    const document = await renderElement(<Hero {...fixtures.minimal!} />)
    const section = document.querySelector('section')!
    expect(section.getAttribute('aria-labelledby')).toBe(document.querySelector('h1')!.id)
  })

  it('fills only the first button: primary, then outlined, then a text link', async () => {
    const document = await render(fixtures.splitWithArt!)
    const [first, second, third] = [...document.querySelectorAll('a')].map((a) => a.className)
    expect(first).toContain('bg-action')
    expect(second).not.toContain('bg-action')
    expect(second).toContain('ring-1')
    expect(third).not.toContain('bg-action')
    expect(third).not.toContain('ring-1')
  })

  it('is painted inverse with the brand glow by default, in its tone otherwise', async () => {
    const inverse = (await render(fixtures.minimal!)).querySelector('section')!
    expect(inverse.getAttribute('data-surface')).toBe('inverse')
    expect(inverse.className).toContain('bg-hero-glow')
    const light = (await render(fixtures.centered!)).querySelector('section')!
    expect(light.getAttribute('data-surface')).toBe('light')
    expect(light.className).not.toContain('bg-hero-glow')
    expect(heroSchema.properties.tone).toMatchObject({ default: 'inverse' })
    expect(heroSchema.properties.variant).toMatchObject({ default: 'split' })
  })

  it('split: the text and the art side by side from 1024 px, the art fetched first, in its 4:3 place', async () => {
    const document = await render(fixtures.splitWithArt!)
    const grid = document.querySelector('section .grid')!
    expect(grid.className).toContain('lg:grid-cols-12')
    expect(grid.children).toHaveLength(2)
    expect(grid.children[0]!.querySelector('h1')).not.toBeNull()
    const img = grid.children[1]!.querySelector('picture img')!
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(document.querySelector('picture source')?.getAttribute('sizes')).toContain('(min-width: 1280px) 472px')
  })

  it('split from desktop only: phones get neither the art nor its files, wider screens the art as before', async () => {
    const sources = async (props: HeroProps) =>
      [...(await render(props)).querySelectorAll('picture source')].map((source) => [
        source.getAttribute('media'),
        source.getAttribute('srcset')?.slice(0, 22),
      ])
    const everywhere = await sources(fixtures.splitWithArt!)
    const desktop = await sources({ ...fixtures.splitWithArt!, imageFrom: 'desktop' })
    // Below 1024 px the first matching source is an inline transparent pixel: the browser fetches no file.
    expect(desktop[0]).toEqual(['(max-width: 1023px)', 'data:image/gif;base64,'])
    expect(desktop.slice(1)).toEqual(everywhere)
    expect(everywhere.some(([media]) => media === '(max-width: 1023px)')).toBe(false)
    const frame = (await render({ ...fixtures.splitWithArt!, imageFrom: 'desktop' })).querySelector(
      'picture',
    )!.parentElement!
    expect(frame.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'lg:block']))
    expect(frame.className.split(' ')).not.toContain('block')
  })

  it('centered: the text centred, the picture under it at up to 768 px', async () => {
    const document = await render(fixtures.centered!)
    const h1 = document.querySelector('h1')!
    expect(h1.parentElement!.className).toContain('text-center')
    // The picture comes after the text in the document, not beside it.
    expect(document.querySelector('section')!.innerHTML.indexOf('<picture')).toBeGreaterThan(
      document.querySelector('section')!.innerHTML.indexOf('<h1'),
    )
    expect(document.querySelector('section .grid')).toBeNull()
    expect(document.querySelector('picture source')?.getAttribute('sizes')).toBe(
      '(min-width: 840px) 768px, calc(100vw - 2rem)',
    )
  })

  it('media: the picture fills the hero behind a veil (portrait on phones), the text over it', async () => {
    const document = await render(fixtures.media!)
    const section = document.querySelector('section')!
    const frame = section.querySelector('picture')!.parentElement!
    expect(frame.className).toMatch(/\babsolute\b/)
    expect(frame.className).toContain('inset-0')
    expect(section.querySelector('[aria-hidden="true"].bg-surface\\/85')).not.toBeNull()
    const sources = [...section.querySelectorAll('picture source')]
    expect(sources.every((source) => source.getAttribute('sizes') === '100vw')).toBe(true)
    // Made for its own place: a 16:9 crop (the stand-in's 1200 px at the slot's aspect), a portrait one on phones.
    expect(section.querySelector('picture img')?.getAttribute('height')).toBe('675')
    expect(heroBackgroundSlot.phoneAspect).toBeLessThan(1)
    expect(section.querySelector('picture img')?.getAttribute('fetchpriority')).toBe('high')
    expect(section.className).not.toContain('bg-hero-glow')
    expect(section.querySelector('h1')?.textContent).toBe('Engenharia de software e IA que move negócios')
  })
})
