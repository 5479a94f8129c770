import { describe, expect, it } from 'vitest'
import { TONES } from '../config/common'
import type { AnySectionDefinition } from '../config/defineSection'
import { choiceEntries, galleryAnchor, galleryContent } from './galleryEntries'

const copy = { type: 'object', properties: { id: { type: 'string' }, message: { type: 'string' } } }
const section = (type: string, properties: object): AnySectionDefinition => ({
  type,
  schema: { type: 'object', properties },
  Component: () => null,
})

/** A fake registry: a card with a tone and two layout choices, a banner with a tone only, a note with none. */
const registry = {
  card: section('card', {
    title: copy,
    tone: { type: 'string', enum: [...TONES], nullable: true, default: 'light' },
    variant: { type: 'string', enum: ['icon', 'image'], nullable: true },
    columns: { type: 'integer', enum: [2, 3], nullable: true },
    // Enums under other names are not layouts the gallery shows.
    align: { type: 'string', enum: ['start', 'center'] },
  }),
  banner: section('banner', { title: copy, tone: { type: 'string', enum: ['brand', 'inverse'] } }),
  note: section('note', { title: copy }),
}
const fixtures = {
  card: {
    short: { title: { id: 'fx.title', message: 'Curto' }, tone: 'muted', columns: 3 },
    long: { title: { id: 'fx.title', message: 'Longo' } },
  },
  banner: { plain: { title: { id: 'fx.title', message: 'Faixa' } } },
  note: { only: { title: { id: 'fx.title', message: 'Nota' } } },
}

describe('galleryContent: each section in each tone and variant', () => {
  const { entries, messages } = galleryContent(registry, fixtures, () => false)
  const names = entries.map(({ type, fixture }) => `${type}/${fixture}`)

  it('follows every fixture with the first one once per tone, then per variant and column count', () => {
    expect(names).toEqual([
      'card/short',
      'card/long',
      'card/short·tone=light',
      'card/short·tone=muted',
      'card/short·tone=inverse',
      'card/short·tone=brand',
      'card/short·variant=icon',
      'card/short·variant=image',
      'card/short·columns=2',
      'card/short·columns=3',
      'banner/plain',
      'banner/plain·tone=brand',
      'banner/plain·tone=inverse',
      'note/only',
    ])
  })

  it('changes only the one prop, and keeps the first fixture’s copy ids (no new messages)', () => {
    const props = (name: string) => entries.find(({ type, fixture }) => `${type}/${fixture}` === name)!.props
    const title = { id: 'card.short.title', message: 'Curto' }
    expect(props('card/short·tone=inverse')).toEqual({ title, tone: 'inverse', columns: 3 })
    expect(props('card/short·variant=image')).toEqual({ title, tone: 'muted', columns: 3, variant: 'image' })
    expect(props('card/short·columns=2')).toEqual({ title, tone: 'muted', columns: 2 })
    expect(Object.keys(messages)).toEqual([
      'card.short.title',
      'card.long.title',
      'banner.plain.title',
      'note.only.title',
    ])
  })

  it('reads the values of anyOf/oneOf branches too, and skips null', () => {
    const schema = {
      type: 'object',
      properties: {
        tone: { oneOf: [{ const: 'light' }, { enum: ['inverse', null] }] },
        variant: { anyOf: [{ const: 'split' }, { const: 'centered' }] },
      },
    }
    const shown = choiceEntries(schema, { type: 'hero', fixture: 'a', props: {} }).map(({ fixture }) => fixture)
    expect(shown).toEqual(['a·tone=light', 'a·tone=inverse', 'a·variant=split', 'a·variant=centered'])
  })
})

describe('galleryAnchor', () => {
  it('turns a shown choice into an id that needs no escaping', () => {
    expect(galleryAnchor('hero', 'threeButtons')).toBe('hero--threeButtons')
    expect(galleryAnchor('hero', 'threeButtons·tone=inverse')).toBe('hero--threeButtons-tone-inverse')
  })
})
