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
})
