import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { lengthenMessage, lengthenMessages, lengthenText } from './lengthen'

describe('lengthenText', () => {
  it('doubles every third letter of each word, keeping spaces, digits, punctuation and tags', () => {
    expect(lengthenText('Saiba mais')).toBe('Saiiba maiis')
    expect(lengthenText('Ŝàĩƀà, 2024!')).toBe('Ŝàĩĩƀà, 2024!')
    expect(lengthenText('Leia <0>aqui</0>')).toBe('Leiia <0>aquui</0>')
  })

  it('makes long words about a third longer', () => {
    expect(lengthenText('Interoperabilidade')).toHaveLength(24)
  })
})

describe('lengthenMessage', () => {
  it('keeps placeholders and plural structure, lengthening the text of every case', () => {
    const message: CompiledMessage = [
      'Olá ',
      ['name'],
      ', ',
      ['count', 'plural', { offset: undefined, one: ['#', ' mensagem'], other: ['#', ' mensagens'] }],
      ['date', 'date', 'short'],
    ]
    expect(lengthenMessage(message)).toEqual([
      'Oláá ',
      ['name'],
      ', ',
      ['count', 'plural', { offset: undefined, one: ['#', ' mennsaggem'], other: ['#', ' mennsaggenss'] }],
      ['date', 'date', 'short'],
    ])
  })

  it('refuses an uncompiled message, whose ICU syntax it would break', () => {
    expect(() => lengthenMessages({ abc: 'Olá {name}' })).toThrow('Message "abc" is not compiled')
  })
})
