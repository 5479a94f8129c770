import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { lengthenText } from '../../gallery/lengthen'
import { CARD_DESIGN } from './design'
import { cardKey, cardTitleText, createCardRenderer, type CardInput, type CardRenderer } from './renderCard'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const brand = { name: 'Testco', host: 'testco.example', logo: undefined }
const card = (title: string): CardInput => ({ title, brand })

let render: CardRenderer
beforeAll(async () => {
  render = await createCardRenderer()
})

async function expectCard(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
  const { width, height, format } = await sharp(png).metadata()
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' })
  expect(png.length).toBeLessThanOrEqual(300 * 1024)
}

describe('social card rendering', () => {
  it('renders a 1200×630 PNG under 300 KB', async () => {
    await expectCard(await render(card('Fábrica de software sob medida')))
  })

  it('renders different titles to different bytes, the same title to the same bytes', async () => {
    const [a, b, again] = await Promise.all([
      render(card('Serviços')),
      render(card('Services')),
      render(card('Serviços')),
    ])
    expect(a.equals(b)).toBe(false)
    expect(a.equals(again)).toBe(true)
  })

  it('draws markup and quotes as text, and survives emoji and very long (pseudo-localized) titles', async () => {
    const long = lengthenText(
      'Transformação digital com inteligência artificial para empresas que querem crescer '.repeat(4),
    )
    for (const title of ['<script>alert("x")</script> & \'quotes\'', 'Lançamento 🚀 com IA 👩‍💻', long, '🚀'])
      await expectCard(await render(card(title)))
    const markup = await render(card('<b>Bold</b> & "more"'))
    expect(markup.equals(await render(card('Bold & more')))).toBe(false)
  })

  it('keeps what the card can draw: no emoji, one line of spaces, at most a few hundred characters', () => {
    expect(cardTitleText('Lançamento 🚀  com\nIA 👩‍💻', 'Testco')).toBe('Lançamento com IA')
    expect(cardTitleText('🚀', 'Testco')).toBe('Testco')
    expect(cardTitleText('a'.repeat(1000), 'Testco').length).toBeLessThanOrEqual(300)
  })

  it('keys a card by what it shows and the design, so a changed title or design renders anew', () => {
    expect(cardKey(card('A'))).toBe(cardKey(card('A')))
    expect(cardKey(card('A'))).not.toBe(cardKey(card('B')))
    expect(cardKey({ title: 'A', brand: { ...brand, host: 'other.example' } })).not.toBe(cardKey(card('A')))
    expect(cardKey(card('A'), { ...CARD_DESIGN, version: 99 })).not.toBe(cardKey(card('A')))
  })
})
