import { describe, expect, it } from 'vitest'
import type { ImageSlot, ShownImage } from '../config/image'
import { BlockPosition } from './blockPosition'
import { renderElement } from '../testing/render'
import { Media } from './Media'

const slot: ImageSlot = { name: 'test.image', sizes: '(min-width: 1024px) 480px, calc(100vw - 2rem)', aspect: 4 / 3 }
const crop = (name: string) => ({
  width: 960,
  height: 720,
  avif: `/m/${name}-480.avif 480w, /m/${name}-960.avif 960w`,
  webp: `/m/${name}-480.webp 480w, /m/${name}-960.webp 960w`,
  src: `/m/${name}-960.webp`,
})
const image: ShownImage = {
  src: 'work/app.png',
  alt: { id: 'fx.alt', message: 'Painel do aplicativo' },
  focus: { x: 10, y: 90 },
  built: { main: crop('app'), phone: { ...crop('app-phone'), height: 1200 }, placeholder: 'data:image/webp;base64,AA' },
}

async function render(first: boolean, lcp = false, second = false) {
  const document = await renderElement(
    <BlockPosition first={first} second={second}>
      <Media image={image} slot={slot} lcp={lcp} className="rounded-media" />
    </BlockPosition>,
  )
  const images = [...document.querySelectorAll('img')]
  return { document, img: images.at(-1)!, images }
}

describe('<Media>', () => {
  it('lists AVIF then WebP, the phone crop first, with the slot’s sizes and each crop’s intrinsic size', async () => {
    const { document, img } = await render(false)
    const sources = [...document.querySelectorAll('picture source')].map((source) => ({
      type: source.getAttribute('type'),
      media: source.getAttribute('media'),
      srcset: source.getAttribute('srcset'),
      sizes: source.getAttribute('sizes'),
      size: `${source.getAttribute('width')}x${source.getAttribute('height')}`,
    }))
    expect(sources).toEqual([
      {
        type: 'image/avif',
        media: '(max-width: 639px)',
        srcset: crop('app-phone').avif,
        sizes: slot.sizes,
        size: '960x1200',
      },
      {
        type: 'image/webp',
        media: '(max-width: 639px)',
        srcset: crop('app-phone').webp,
        sizes: slot.sizes,
        size: '960x1200',
      },
      { type: 'image/avif', media: null, srcset: crop('app').avif, sizes: slot.sizes, size: '960x720' },
    ])
    expect(img.getAttribute('srcset')).toBe(crop('app').webp)
    expect(img.getAttribute('src')).toBe('/m/app-960.webp')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '720'])
    expect(img.getAttribute('alt')).toBe('Painel do aplicativo')
    // The focus (left, bottom) is kept in view when the frame crops the picture further.
    expect(img.className).toContain('object-left-bottom')
  })

  it('below the first block: lazy, decoded off the main thread, over a blurred preview', async () => {
    const { img, images } = await render(false)
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('decoding')).toBe('async')
    expect(img.getAttribute('fetchpriority')).toBe(null)
    expect(images).toHaveLength(2)
    expect(images[0]!.getAttribute('src')).toBe('data:image/webp;base64,AA')
    expect(images[0]!.getAttribute('alt')).toBe('')
  })

  it('in the first block: eager; the page’s largest image (lcp) is fetched first, with no preview', async () => {
    const lcp = await render(true, true)
    expect(lcp.img.getAttribute('loading')).toBe('eager')
    expect(lcp.img.getAttribute('fetchpriority')).toBe('high')
    expect(lcp.img.getAttribute('decoding')).toBe(null)
    expect(lcp.images).toHaveLength(1)
    const other = await render(true, false)
    expect(other.img.getAttribute('loading')).toBe('eager')
    expect(other.img.getAttribute('fetchpriority')).toBe(null)
  })

  it('in the second block: the largest (lcp) loads at once at normal priority, with no preview; the others wait', async () => {
    const lcp = await render(false, true, true)
    expect([lcp.img.getAttribute('loading'), lcp.img.getAttribute('fetchpriority')]).toEqual(['eager', null])
    expect(lcp.images).toHaveLength(1)
    const other = await render(false, false, true)
    expect([other.img.getAttribute('loading'), other.img.getAttribute('decoding')]).toEqual(['lazy', 'async'])
    // Further down, even the block's largest picture waits.
    expect((await render(false, true, false)).img.getAttribute('loading')).toBe('lazy')
  })

  it('gives a decorative image empty alt text', async () => {
    const document = await renderElement(<Media image={{ ...image, alt: undefined, decorative: true }} slot={slot} />)
    expect(document.querySelector('picture img')?.getAttribute('alt')).toBe('')
  })

  it('refuses an image the build did not make, naming it', async () => {
    await expect(renderElement(<Media image={{ src: 'x.png', decorative: true }} slot={slot} />)).rejects.toThrow(
      'The image "x.png" (test.image) has no built files',
    )
  })

  it('shows the page’s own locale’s version of a picture with words, else the source', async () => {
    const localized: ShownImage = { ...image, builtIn: { 'en-us': { main: crop('app.en-us') } } }
    const shown = async (url: string) =>
      (await renderElement(<Media image={localized} slot={slot} />, url))
        .querySelector('picture img')!
        .getAttribute('src')
    expect(await shown('/en-us')).toBe('/m/app.en-us-960.webp')
    expect(await shown('/pt-br')).toBe('/m/app-960.webp')
    expect(await shown('/es-es')).toBe('/m/app-960.webp')
  })

  it('lists the words drawn inside the picture for in-context translation, when the page hands their ids', async () => {
    // The id of the catalog's "Fale conosco" (a word of a picture, as the page hands it).
    const words: ShownImage = { ...image, words: ['WFUV5g'] }
    const frame = (await renderElement(<Media image={words} slot={slot} />)).querySelector('[data-picture-words]')
    expect(frame?.getAttribute('data-picture-words')).toBe('Fale conosco')
    const plain = await renderElement(<Media image={image} slot={slot} />)
    expect(plain.querySelector('[data-picture-words]')).toBeNull()
  })
})
