import type { Messages } from '@lingui/core'
import type { CompiledMessage, CompiledMessageToken } from '@lingui/message-utils/compileMessage'

const CHOICES = new Set(['plural', 'select', 'selectordinal'])
const LETTER = /\p{L}/u

/**
 * Lingui's pseudo-localization accents every letter but keeps the text's length; translations often run a third
 * longer. This doubles every third letter of each word ("Ŝàĩƀà ḿàĩś" → "Ŝàĩĩƀà ḿàĩĩś"), about +30 % on long words,
 * so copy that only just fits in Portuguese overflows in the gallery's pseudo-locale. Spaces, digits, punctuation
 * and Lingui's tags (`<0>`) are kept, so text still wraps where it did.
 */
export function lengthenText(text: string): string {
  let result = ''
  let letters = 0
  for (const char of text) {
    result += char
    if (!LETTER.test(char)) letters = 0
    else if (++letters % 3 === 0) result += char
  }
  return result
}

/** Lengthens the text of a compiled message; placeholders and plural/select structure are kept, their cases lengthened. */
export function lengthenMessage(message: CompiledMessage): CompiledMessage {
  return message.map((token): CompiledMessageToken => {
    if (typeof token === 'string') return lengthenText(token)
    const [name, type, format] = token
    if (!type || !CHOICES.has(type) || typeof format !== 'object' || format === null) return token
    const cases = Object.entries(format).map(([key, value]) => [
      key,
      Array.isArray(value) ? lengthenMessage(value as CompiledMessage) : value,
    ])
    return [name, type, Object.fromEntries(cases)]
  })
}

/** Every message of a compiled catalog, lengthened. */
export function lengthenMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message === 'string')
        throw new Error(`Message "${id}" is not compiled: lengthen a catalog compiled by Lingui (ICU kept intact)`)
      return [id, lengthenMessage(message)]
    }),
  )
}
