// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadI18n, renderElement, withStandInImages } from '../../src/engine/testing'
import { fixtures as allFixtures } from './fixtures'
import { videoCarouselSchema, videoPosterSlot, type VideoCarouselProps } from './schema'
import { VideoCarousel } from './VideoCarousel'
import { VideoFacade } from './VideoFacade'

/** The fixtures as a built page renders them: each poster with its files. */
const fixtures = Object.fromEntries(
  Object.entries(allFixtures).map(([name, props]) => [name, withStandInImages(videoCarouselSchema, props)]),
) as Record<string, VideoCarouselProps>

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

describe('videoCarousel, as prerendered', () => {
  it('shows every video as a named link to its YouTube page over its local poster, with no player', async () => {
    const document = await renderElement(<VideoCarousel {...fixtures.threeVideos!} />)
    // Without JavaScript nothing could play the video in the page: the facade links to it (the browser swaps in a button).
    expect(document.querySelectorAll('[role="group"] button')).toHaveLength(0)
    const links = [...document.querySelectorAll('[role="group"] a')]
    expect(links.map((link) => link.textContent)).toEqual([
      'Reproduzir vídeo: Vídeo 1',
      'Reproduzir vídeo: Vídeo 2',
      'Reproduzir vídeo: Vídeo 3',
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      fixtures.threeVideos!.videos.map((video) => `https://www.youtube.com/watch?v=${video.youtubeId}`),
    )
    expect(links.map((link) => link.querySelector('picture img')?.getAttribute('src'))).toEqual([
      '/assets/media/nuvora-em-dois-minutos-1200.webp',
      '/assets/media/ia-sob-medida-1200.webp',
      '/assets/media/ia-noticia-na-pratica-1200.webp',
    ])
    for (const img of document.querySelectorAll('picture img'))
      expect([img.getAttribute('alt'), img.getAttribute('loading')]).toEqual(['', 'lazy'])
    expect(document.querySelector('iframe')).toBeNull()
    expect(document.body.innerHTML).not.toContain('youtube-nocookie')
  })

  it('offers a photo poster as AVIF and WebP at the widths of its slide, decorative even with alt text', async () => {
    const [first] = allFixtures.oneVideoDark!.videos
    const video = { ...first!, poster: { src: 'videos/bastidores.jpg', alt: { id: 'fx.alt', message: 'Bastidores' } } }
    const props = withStandInImages(videoCarouselSchema, { ...allFixtures.oneVideoDark!, videos: [video] })
    const document = await renderElement(<VideoCarousel {...props} />)
    const source = document.querySelector('a source[type="image/avif"]')!
    expect([source.getAttribute('srcset'), source.getAttribute('sizes')]).toEqual([
      '/assets/media/bastidores-600.avif 600w, /assets/media/bastidores-1200.avif 1200w',
      videoPosterSlot.sizes,
    ])
    expect(document.querySelector('a picture img')?.getAttribute('alt')).toBe('')
    expect(document.querySelector('a')?.textContent).toBe('Reproduzir vídeo: Vídeo 1')
    // The play mark is drawn, hidden from assistive technology: the link is named by its text alone.
    expect(document.querySelector('a svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('is a labelled carousel in the three-per-view layout, with a scroll cue until the slider starts', async () => {
    const document = await renderElement(<VideoCarousel {...fixtures.threeVideos!} />)
    // Its name differs from its section's (also a region, named by the heading): landmark names stay unique.
    expect(document.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Vídeos — carrossel')
    expect(document.querySelector('section')?.getAttribute('aria-labelledby')).toBe(document.querySelector('h2')?.id)
    expect(document.querySelector('[role="region"]')?.className).toBe('carousel-three-one')
    expect(document.querySelectorAll('[role="group"][aria-roledescription="slide"]')).toHaveLength(3)
    expect([...document.querySelectorAll('h3')].map((h3) => h3.textContent)).toEqual(['Vídeo 1', 'Vídeo 2', 'Vídeo 3'])
    expect(document.querySelector('.carousel-controls')?.textContent).toBe('Role para ver mais')
  })
})

describe('videoCarousel tones', () => {
  it('is muted by default and paints the tone it is given', async () => {
    const surface = async (props: VideoCarouselProps) =>
      (await renderElement(<VideoCarousel {...props} />))
        .querySelector('[data-section="videoCarousel"]')
        ?.getAttribute('data-surface')
    expect(await surface(fixtures.threeVideos!)).toBe('muted')
    expect(await surface(fixtures.oneVideoDark!)).toBe('inverse')
    expect(await surface(fixtures.fourVideosLight!)).toBe('light')
    expect(videoCarouselSchema.properties.tone).toMatchObject({ default: 'muted' })
  })
})

describe('video facade, in the browser', () => {
  let container: HTMLDivElement
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    // Kept out of the document: a connected frame would make happy-dom try to load the player.
    container = document.createElement('div')
  })

  it('replaces the button by the privacy-enhanced player, autoplaying, titled, only on click', async () => {
    const i18n = await loadI18n('pt-br')
    const root = createRoot(container)
    const video = fixtures.threeVideos!.videos[1]!
    await act(async () =>
      root.render(
        <I18nProvider i18n={i18n}>
          <VideoFacade video={video} />
        </I18nProvider>,
      ),
    )
    // Its control switches to the scripted form in a task of its own once mounted (`useHydrated`).
    await act(() => new Promise((resolve) => setTimeout(resolve)))
    expect(container.querySelector('iframe')).toBeNull()

    await act(async () => container.querySelector('button')!.click())
    const frame = container.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abcdefghij2?autoplay=1')
    expect(frame.getAttribute('title')).toBe('Vídeo 2')
    expect(frame.getAttribute('allow')).toContain('autoplay')
    expect(container.querySelector('button')).toBeNull()
    await act(async () => root.unmount())
  })
})
