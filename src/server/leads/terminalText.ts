/**
 * Characters that act on a terminal or reorder what it shows: C0 controls, DEL, C1 controls, and the bidirectional
 * marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be shown escaped
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu

const codeOf = (char: string) => char.codePointAt(0)!.toString(16)

/**
 * Text safe to print on a terminal: each control character becomes a visible `\u{…}` escape, so a lead cannot
 * rewrite the operator's screen or hide part of itself. `keep` lists characters left as they are (a CSV cell's `\n`).
 */
export function terminalSafe(text: string, keep = ''): string {
  return text.replace(CONTROL_CHARACTERS, (char) => (keep.includes(char) ? char : `\\u{${codeOf(char)}}`))
}

/** `value` as indented JSON with every control character written as a `\uXXXX` escape: safe to print, same data. */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(CONTROL_CHARACTERS, (char) =>
    char === '\n' ? char : `\\u${codeOf(char).padStart(4, '0')}`,
  )
}
