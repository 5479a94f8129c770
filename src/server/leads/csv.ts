import { terminalSafe } from './terminalText'

/**
 * A cell a spreadsheet would run as a formula: it starts with a tab or CR, or, after any leading whitespace (NBSP and
 * the other Unicode spaces included, a zero-width space too), with = + - @ or their fullwidth forms.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\u200b]*[=+\-@\uff1d\uff0b\uff0d\uff20])/u

/**
 * Rows as CSV (RFC 4180) with the given columns. Cells that a spreadsheet would run as a formula are prefixed with a
 * quote, so a visitor's text cannot become a formula; control characters (but line breaks) are shown as `\u{…}`
 * escapes, as on the terminal the file may be printed on; cells with a comma, a semicolon (the separator of pt-BR
 * spreadsheets), a quote or a line break are quoted.
 */
export function toCsv(rows: Array<Record<string, string>>, columns: readonly string[]): string {
  const cell = (value = '') => {
    const text = terminalSafe(value.replace(/\r\n/g, '\n'), '\n')
    const safe = FORMULA_START.test(value) ? `'${text}` : text
    return /[",;\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return (
    [columns, ...rows.map((row) => columns.map((column) => row[column]))]
      .map((line) => line.map(cell).join(','))
      .join('\r\n') + '\r\n'
  )
}
