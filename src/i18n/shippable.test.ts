import type { Messages } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { shippableMessages, shippableTranslation } from './shippable'

const id = (message: string) => generateMessageId(message)

describe('what a catalog ships', () => {
  it('never ships a fuzzy, empty or obsolete translation', () => {
    expect(shippableTranslation({ translation: 'Hello' })).toBe('Hello')
    expect(shippableTranslation({ translation: 'Hello', extra: { flags: ['fuzzy'] } })).toBeUndefined()
    expect(shippableTranslation({ translation: '' })).toBeUndefined()
    expect(shippableTranslation({ translation: 'Old', obsolete: true })).toBeUndefined()
    expect(shippableMessages({ a: { message: 'Até mais', translation: 'Bye', extra: { flags: ['fuzzy'] } } })).toEqual({
      a: 'Até mais',
    })
  })

  it('the site build compiles a PO file without its fuzzy translation (the Vite catalog plugin)', async () => {
    const catalogs = import.meta.glob<{ messages: Messages }>('./fixtures/en-us/messages.po')
    const { messages } = await catalogs['./fixtures/en-us/messages.po']!()
    expect(messages[id('Olá')]).toEqual(['Hello'])
    expect(messages[id('Até mais')]).toEqual(['Até mais'])
    expect(messages[id('Obrigado')]).toEqual(['Obrigado'])
    expect(messages).not.toHaveProperty(id('Antigo'))
  })

  // Issue 37 point 6: "del 91 % al 97 %" broke as "97 / %" at the end of a line on /es-es.
  it('keeps a number with its per cent sign and a currency symbol with its amount (no line break between them)', () => {
    const shipped = shippableMessages({
      a: { message: 'de 91% a 97%', translation: 'del 91 % al 97 %' },
      b: { message: 'R$ 1,28 mi em US$ 250 mil', translation: 'R$ 1,28 mi em US$ 250 mil' },
      c: { message: 'Nota 10 e 20% de 3 apps', translation: 'Nota 10 e 20% de 3 apps' },
    })
    expect(shipped.a).toBe('del 91\u00a0% al 97\u00a0%')
    expect(shipped.b).toBe('R$\u00a01,28 mi em US$\u00a0250 mil')
    expect(shipped.c).toBe('Nota 10 e 20% de 3 apps')
  })
})
