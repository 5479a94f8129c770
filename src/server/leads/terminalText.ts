/**
 * Characters that act on a terminal or reorder what it shows: C0 controls, DEL, C1 controls (NEL among them), the
 * line and paragraph separators (U+2028, U+2029: a line break to many terminals, editors and JavaScript) and the
 * bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069).
 */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/gu

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
