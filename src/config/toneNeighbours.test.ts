import { describe, expect, it } from 'vitest'
import type { LayoutRegistry } from './defineLayout'
import type { AnySectionDefinition } from './defineSection'
import type { PageConfig, PagesConfig } from './pages'
import { formatConfigWarnings, toneOf, toneWarnings } from './toneNeighbours'

const tone = (fallback?: string) => ({
  type: 'string',
  enum: ['light', 'muted', 'inverse', 'brand'],
  default: fallback,
})
const section = (type: string, properties: object): AnySectionDefinition => ({
  type,
  schema: { type: 'object', properties },
  Component: () => null,
})

/** A fake registry: a band dark by default, a text block light by default, a grid without a default, a logo row without tone. */
const sections = {
  band: section('band', { tone: tone('inverse') }),
  text: section('text', { tone: tone('light') }),
  grid: section('grid', { tone: tone() }),
  logos: section('logos', {}),
}
const layouts: LayoutRegistry = {
  default: { footerTone: 'inverse' },
  light: { footerTone: 'light' },
  bare: {},
}
const meta = { title: { id: 't' }, description: { id: 'd' } }
const page = (id: string, blocks: Array<[type: string, props?: object]>, layout = 'default'): PageConfig =>
  ({
    id,
    path: `/${id}`,
    meta,
    layout,
    sections: blocks.map(([type, props = {}]) => ({ type, props })),
  }) as PageConfig

const warn = (pages: PagesConfig) => formatConfigWarnings(toneWarnings(pages, { sections, layouts }))

describe('toneWarnings', () => {
  it('warns on two inverse neighbours, by their own tone or their schema default, naming page and blocks', () => {
    expect(warn([page('home', [['text'], ['band'], ['grid', { tone: 'inverse' }], ['text']])])).toMatchInlineSnapshot(
      `"home › sections[1] (band), sections[2] (grid): two neighbouring blocks are both on the inverse tone and merge into one band; give one of them tone: 'muted' or 'light' (or 'brand' for a call to action)"`,
    )
  })

  it("warns on a last block that is inverse above the layout's inverse footer, and only then", () => {
    expect(warn([page('about', [['text'], ['band']])])).toMatchInlineSnapshot(
      `"about › sections[1] (band): the last block is on the inverse tone, as is the footer of the "default" layout, and merges into it; give it tone: 'brand', 'muted' or 'light'"`,
    )
    expect(warn([page('light', [['text'], ['band']], 'light'), page('bare', [['band']], 'bare')])).toBe('')
  })

  it('leaves alone neighbours that differ, other shared tones, and blocks whose tone is unknown', () => {
    expect(
      warn([
        page('mixed', [
          ['band'],
          ['band', { tone: 'brand' }],
          ['band'],
          ['text', { tone: 'muted' }],
          ['text', { tone: 'muted' }],
          ['grid'],
          ['band'],
          ['logos'],
        ]),
      ]),
    ).toBe('')
  })

  it('reports a collection page once, whatever its number of entries', () => {
    const collection = {
      id: 'news',
      path: '/news/:slug',
      layout: 'default',
      meta: () => meta,
      collection: { name: 'news', schema: {}, entries: [{ slug: 'a' }, { slug: 'b' }] },
      sections: () => [
        { type: 'band', props: {} },
        { type: 'band', props: {} },
      ],
    }
    expect(toneWarnings([collection] as unknown as PagesConfig, { sections, layouts }).map((w) => w.where)).toEqual([
      'news/:slug › sections[0] (band), sections[1] (band)',
      'news/:slug › sections[1] (band)',
    ])
  })
})

describe('toneOf', () => {
  it("is the block's tone, else its schema's default, else unknown", () => {
    expect(toneOf(sections.band.schema, { tone: 'muted' })).toBe('muted')
    expect(toneOf(sections.band.schema, {})).toBe('inverse')
    expect(toneOf(sections.grid.schema, {})).toBeUndefined()
    expect(toneOf(undefined, undefined)).toBeUndefined()
  })
})
