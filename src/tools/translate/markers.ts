/**
 * How `npm run translate` marks each message in the text the page shows: invisible characters around it naming its
 * id and whether it is translated, so the browser overlay (`overlay/`) finds every message on screen, in text and
 * in attributes (alt, aria-label, title), without touching what React renders. Only the in-context dev server
 * compiles catalogs this way (`scripts/translate/markedMessages.ts`); nothing else imports this module.
 */

/** What a translator sees of a message: its translation, or its source while it is missing or fuzzy. */
export type MarkState = 'translated' | 'missing' | 'fuzzy'

/** A message found in a text: its id and state, and where its text starts and ends (markers excluded). */
export interface FoundMark {
  id: string
  state: MarkState
  /** Index of the first character of the message's text. */
  start: number
  /** Index just past its text (the closing marker). */
  end: number
}

// U+2064 INVISIBLE PLUS opens a mark, U+2063 INVISIBLE SEPARATOR ends its header, U+2062 INVISIBLE TIMES closes it.
const OPEN = '\u2064'
const SEPARATOR = '\u2063'
const CLOSE = '\u2062'
// The header's bits: each character of `<state letter><id>` as 8 zero-width spaces (0) and non-joiners (1).
const ZERO = '\u200b'
const ONE = '\u200c'
const STATE_LETTER: Record<MarkState, string> = { translated: 't', missing: 'm', fuzzy: 'f' }
const STATE_OF_LETTER = new Map(Object.entries(STATE_LETTER).map(([state, letter]) => [letter, state as MarkState]))

/** Every marker character, so a text can be shown or compared without them. */
export const MARKER_CHARACTERS = /[\u2062\u2063\u2064\u200b\u200c]/g

const encode = (header: string) =>
  [...header]
    .map((character) => character.charCodeAt(0).toString(2).padStart(8, '0').replace(/0/g, ZERO).replace(/1/g, ONE))
    .join('')

function decode(bits: string): string | undefined {
  if (bits.length % 8 !== 0 || /[^\u200b\u200c]/.test(bits)) return undefined
  let header = ''
  for (let at = 0; at < bits.length; at += 8)
    header += String.fromCharCode(
      parseInt(
        bits
          .slice(at, at + 8)
          .replace(/\u200b/g, '0')
          .replace(/\u200c/g, '1'),
        2,
      ),
    )
  return header
}

/** The message's text between invisible markers naming its id and state. */
export function markMessage(id: string, state: MarkState, text: string): string {
  return `${OPEN}${encode(STATE_LETTER[state] + id)}${SEPARATOR}${text}${CLOSE}`
}

/** The marks of a text, outermost first (a message can hold another one through a placeholder). */
export function findMarks(text: string): FoundMark[] {
  const found: FoundMark[] = []
  const open: Omit<FoundMark, 'end'>[] = []
  let at = 0
  while (at < text.length) {
    const character = text[at]!
    if (character === OPEN) {
      const separator = text.indexOf(SEPARATOR, at)
      const header = separator === -1 ? undefined : decode(text.slice(at + 1, separator))
      const state = header === undefined ? undefined : STATE_OF_LETTER.get(header[0]!)
      if (header !== undefined && state) {
        open.push({ id: header.slice(1), state, start: separator + 1 })
        at = separator + 1
        continue
      }
    } else if (character === CLOSE && open.length > 0) {
      const mark = open.pop()!
      found.push({ ...mark, end: at })
    }
    at += 1
  }
  return found.sort((a, b) => a.start - b.start || b.end - a.end)
}

/** The text as a visitor would read it: every marker removed. */
export const unmarked = (text: string) => text.replace(MARKER_CHARACTERS, '')
