import { describe, expect, it } from 'vitest'
import { copySchema } from './common'
import type { SectionRegistry } from './defineSection'
import { imageSchema, mayHoldImageSlot, type BuiltImage, type ImageSlot } from './image'
import { imageUses, withBuiltImages } from './imageUses'
import type { PageConfig } from './pages'

const cover: ImageSlot = { name: 'cards.cover', sizes: '100vw', aspect: 16 / 9 }
const photo: ImageSlot = { name: 'cards.photo', sizes: '50vw', aspect: 1 }

/** A section whose images sit in a list, in a `oneOf` branch and beside copy that holds none. */
const cardsSchema = {
  type: 'object',
  properties: {
    title: copySchema,
    cards: {
      type: 'array',
      items: {
        type: 'object',
        properties: { label: copySchema, cover: imageSchema(cover) },
        required: ['label'],
      },
    },
    aside: {
      oneOf: [
        { type: 'object', properties: { kind: { const: 'quote' }, text: copySchema }, required: ['kind'] },
        { type: 'object', properties: { kind: { const: 'person' }, photo: imageSchema(photo) }, required: ['kind'] },
      ],
    },
  },
}
const registry = {
  cards: { schema: cardsSchema },
  text: { schema: { type: 'object', properties: { title: copySchema } } },
} as unknown as SectionRegistry

const title = { id: 'title', message: 'Title' }
const page = {
  id: 'home',
  path: '/',
  meta: { title },
  sections: [
    { type: 'text', props: { title } },
    {
      type: 'cards',
      props: {
        title,
        cards: [
          { label: title, cover: { src: 'a.png', alt: title } },
          { label: title },
          { label: title, cover: { src: 'b.png', alt: title } },
        ],
        aside: { kind: 'person', photo: { src: 'c.png', alt: title } },
      },
    },
  ],
} as unknown as PageConfig

describe('mayHoldImageSlot', () => {
  it('tells the schemas an image field can be inside from those it cannot', () => {
    expect(mayHoldImageSlot([cardsSchema])).toBe(true)
    expect(mayHoldImageSlot([cardsSchema.properties.aside])).toBe(true)
    expect(mayHoldImageSlot([copySchema])).toBe(false)
    expect(mayHoldImageSlot([imageSchema()])).toBe(false)
    expect(mayHoldImageSlot([])).toBe(false)
  })

  it('answers for a schema that holds itself', () => {
    const node: Record<string, unknown> = { type: 'object', properties: {} }
    ;(node.properties as Record<string, unknown>).again = node
    expect(mayHoldImageSlot([node])).toBe(false)
  })
})

describe('imageUses and withBuiltImages', () => {
  it('find every image field, in lists and in the branch a value takes, and nothing in copy', () => {
    expect(imageUses([page], registry).map(({ where, image, slot }) => [where, image.src, slot.name])).toEqual([
      ['home › sections[1] (cards) › cards[0].cover', 'a.png', 'cards.cover'],
      ['home › sections[1] (cards) › cards[2].cover', 'b.png', 'cards.cover'],
      ['home › sections[1] (cards) › aside.photo', 'c.png', 'cards.photo'],
    ])
  })

  it('give each image what the build made of it and share every block without one', () => {
    const built = (src: string) => ({ main: { src } }) as unknown as BuiltImage
    const builds = new Map([
      ['cards.cover|a.png||', built('a')],
      ['cards.cover|b.png||', built('b')],
      ['cards.photo|c.png||', built('c')],
    ] as const)
    const shown = withBuiltImages(page, registry, builds)
    const [text, cards] = shown.sections as unknown as Array<{ props: Record<string, unknown> }>
    const props = cards!.props as {
      title: unknown
      cards: Array<{ label: unknown; cover?: { built: unknown } }>
      aside: { photo: { built: unknown } }
    }
    expect(text).toBe(page.sections[0])
    expect(props.title).toBe(title)
    expect(props.cards.map((card) => card.cover?.built)).toEqual([built('a'), undefined, built('b')])
    expect(props.cards[1]).toBe((page.sections[1]!.props as { cards: unknown[] }).cards[1])
    expect(props.aside.photo.built).toEqual(built('c'))
  })
})
