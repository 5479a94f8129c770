// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'

// The built site hydrates its islands with Preact (`preactInBrowserPlugin`): so does this test.
vi.mock('react', () => import('preact/compat'))
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'))
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'))
// Packages load the real React outside Vite's graph: their hooks stand in (the messages' source text, no slider).
vi.mock('@lingui/react', () => ({
  useLingui: () => ({ _: (descriptor: { message?: string; id: string }) => descriptor.message ?? descriptor.id }),
}))
vi.mock('keen-slider/react', () => ({ useKeenSlider: () => [() => undefined, { current: null }] }))

const { hydrate, render } = await import('preact')
const { Carousel } = await import('./Carousel')
const { keepingServerHtml } = await import('./KeptHtml')

const ITEMS = ['Web', 'Mobile', 'APIs', 'Design', 'IA']

/** The carousel as its island hydrates it in the built site, over the HTML the same tree renders. */
function hydrateCarousel(staticSlides: boolean) {
  const Card = vi.fn(({ name }: { name: string }) => <a href={`/${name}`}>{name}</a>)
  const tree = () => (
    <Carousel
      label="Serviços"
      items={ITEMS}
      layout="four-two-one"
      renderSlide={(name) => <Card name={name} />}
      staticSlides={staticSlides}
    />
  )
  // Typed as React's elements, Preact's at run time (the mocks above): Preact's own functions take them.
  const server = document.createElement('div')
  render(tree() as never, server)
  const container = document.createElement('div')
  container.innerHTML = server.innerHTML
  const links = [...container.querySelectorAll('a')]
  Card.mockClear()
  keepingServerHtml(() => hydrate(tree() as never, container))
  return { Card, container, links }
}

describe('Carousel in an island', () => {
  it("keeps the server's HTML of static slides: their content is neither rendered nor walked", () => {
    const { Card, container, links } = hydrateCarousel(true)
    expect(Card).not.toHaveBeenCalled()
    expect([...container.querySelectorAll('.keen-slider__slide a')]).toEqual(links)
    expect(links.map((link) => link.textContent)).toEqual(ITEMS)
  })

  it('hydrates slides with behaviour of their own (the default: a video to play)', () => {
    const { Card, container, links } = hydrateCarousel(false)
    expect(Card).toHaveBeenCalledTimes(ITEMS.length)
    expect([...container.querySelectorAll('.keen-slider__slide a')]).toEqual(links)
  })
})
