import { describe, expect, it } from 'vitest'
import { walkCopy } from '../../scripts/i18n/walkCopy'
import { copyOf, copySchema } from '../../src/config/common'
import { markedValues } from '../../src/config/markedValues'
import { galleryContent } from '../../src/gallery/galleryEntries'

/**
 * A block schema holding copy where only a full walk of the schema finds it: under `additionalProperties` (a map
 * of labels), under the `oneOf` branch the value matches (two branches mark a `text` with different limits), under
 * `allOf` (one member marks the copy, another sets its limit), in a tuple's positions, and a plain `{ id, message }`
 * record that the schema does not mark as copy and that carries an extra key, so it is no message descriptor.
 */
const schema = {
  type: 'object',
  properties: {
    title: copySchema,
    labels: { type: 'object', additionalProperties: copySchema },
    media: {
      oneOf: [
        {
          type: 'object',
          properties: { kind: { const: 'quote' }, text: copyOf({ max: 20 }) },
          required: ['kind', 'text'],
        },
        {
          type: 'object',
          properties: { kind: { const: 'video' }, text: copyOf({ max: 80 }), url: { type: 'string' } },
          required: ['kind', 'text', 'url'],
        },
      ],
    },
    note: {
      allOf: [{ type: 'object', properties: { text: copySchema } }, { properties: { text: copyOf({ max: 30 }) } }],
    },
    pair: { type: 'array', items: [copySchema, { type: 'string' }], minItems: 2, maxItems: 2 },
    notice: {
      type: 'object',
      properties: { id: { type: 'string' }, message: { type: 'string' }, urgent: { type: 'boolean' } },
    },
  },
  required: ['title'],
}
const copy = (id: string) => ({ id, message: `Texto ${id}` })
const props = {
  title: copy('t'),
  labels: { open: copy('l1'), close: copy('l2') },
  media: { kind: 'video', text: copy('v'), url: 'https://example.com/v' },
  note: { text: copy('n') },
  pair: [copy('p'), 'plain'],
  notice: { id: 'notice-1', message: 'Not copy: an id and a text of a record', urgent: true },
}
const COPY_FIELDS = ['labels.close', 'labels.open', 'media.text', 'note.text', 'pair[0]', 'title']

describe('the schema walkers see the same fields', () => {
  it('markedValues (content checks), walkCopy (translations) and the gallery find the same copy', () => {
    const marked = markedValues(schema, props)
      .filter((found) => found.kind === 'copy')
      .map((found) => found.field)
    const walked = walkCopy(props, schema).map((found) => found.path)
    const { messages } = galleryContent(
      { block: { type: 'block', schema, Component: () => null } },
      { block: { fx: props } },
      () => false,
    )
    const rewritten = Object.keys(messages).map((id) => id.slice('block.fx.'.length))
    expect({ marked: marked.sort(), walked: walked.sort(), rewritten: rewritten.sort() }).toEqual({
      marked: COPY_FIELDS,
      walked: COPY_FIELDS,
      rewritten: COPY_FIELDS,
    })
  })

  it('walkCopy reads the limit of the oneOf branch the value matches and of every allOf member', () => {
    const limits = Object.fromEntries(walkCopy(props, schema).map((found) => [found.path, found.maxLength]))
    expect(limits).toEqual({
      title: undefined,
      'labels.open': undefined,
      'labels.close': undefined,
      'media.text': 80,
      'note.text': 30,
      'pair[0]': undefined,
    })
  })
})
