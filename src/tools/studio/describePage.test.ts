import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { copyOf } from '../../config/common'
import type { SectionRegistry } from '../../config/defineSection'
import type { PageConfig } from '../../config/pages'
import { describePage } from './describePage'

const sections: SectionRegistry = {
  cards: {
    type: 'cards',
    Component: () => null,
    schema: {
      type: 'object',
      properties: {
        title: copyOf({ max: 80 }),
        items: {
          type: 'array',
          items: { type: 'object', properties: { icon: { type: 'string', enum: ['star', 'eye'] } } },
        },
        tone: { type: 'string', enum: ['light', 'inverse'], nullable: true, default: 'light' },
      },
    },
  },
}
const docs = {
  cards: {
    summary: 'A grid of cards.',
    fields: [
      { name: 'title', type: 'Copy', required: true, doc: 'Section heading.' },
      { name: 'items', type: 'Card[]', required: true, doc: 'The cards.' },
      { name: 'items[].icon', type: 'IconName', required: false, doc: "The card's icon." },
      { name: 'tone', type: 'Tone', required: false, doc: 'The surface (default `light`).' },
    ],
  },
}
const page = {
  id: 'about',
  path: '/quem-somos',
  layout: 'default',
  meta: { title: { id: 't' }, description: { id: 'd' } },
  sections: [
    { type: 'cards', props: { title: { id: 'h', message: 'Oi' }, items: [{ icon: 'eye' }, { icon: 'star' }] } },
  ],
} as unknown as PageConfig
const i18n = setupI18n({ locale: 'en-us', messages: { 'en-us': { h: 'Hello' } } })

describe('describePage', () => {
  const described = describePage({
    route: { url: '/en-us/quem-somos', locale: 'en-us', page },
    alternates: { 'pt-br': '/pt-br/quem-somos', 'en-us': '/en-us/quem-somos' },
    sections,
    docs,
    i18n,
    fixtureNames: () => ['four'],
  })
  const [block] = described.blocks

  it("lists each block's fields with their JSDoc, allowed values, default and values in the page's language", () => {
    expect(block!.summary).toBe('A grid of cards.')
    expect(block!.fields).toEqual([
      {
        name: 'title',
        type: 'Copy',
        required: true,
        doc: 'Section heading.',
        allowed: [],
        values: ['Hello'],
        input: 'copy',
        written: 'Oi',
        maxLength: 80,
      },
      { name: 'items', type: 'Card[]', required: true, doc: 'The cards.', allowed: [], values: ['2 item(s)'] },
      {
        name: 'items[].icon',
        type: 'IconName',
        required: false,
        doc: "The card's icon.",
        allowed: ['star', 'eye'],
        values: ['eye', 'star'],
      },
      {
        name: 'tone',
        type: 'Tone',
        required: false,
        doc: 'The surface (default `light`).',
        allowed: ['light', 'inverse'],
        defaultValue: 'light',
        values: [],
        input: 'string',
      },
    ])
  })

  it('offers the tone choices, the default as current, each linked to the gallery', () => {
    expect(block!.choices).toEqual([
      {
        name: 'tone',
        current: 'light',
        options: [
          { value: 'light', galleryUrl: '/_gallery/en-us#cards--four-tone-light' },
          { value: 'inverse', galleryUrl: '/_gallery/en-us#cards--four-tone-inverse' },
        ],
      },
    ])
  })

  it('offers every block type that has gallery fixtures to add, with its summary', () => {
    expect(described.gallery).toEqual([{ type: 'cards', summary: 'A grid of cards.', fixtures: ['four'] }])
  })

  it("lists the page's locales, then its rendering in the pseudo-locale", () => {
    expect(described.pageId).toBe('about')
    expect(described.locales).toEqual([
      { locale: 'pt-br', url: '/pt-br/quem-somos' },
      { locale: 'en-us', url: '/en-us/quem-somos' },
      { locale: 'pseudo', url: '/__studio/pseudo/en-us/quem-somos' },
    ])
  })
})
