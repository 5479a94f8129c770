/**
 * Rows as CSV (RFC 4180) with the given columns. Cells that a spreadsheet would run as a formula (starting with
 * = + - @, tab or CR) are prefixed with a quote, so a visitor's text cannot become a formula; cells with a comma,
 * a semicolon (the separator of pt-BR spreadsheets), a quote or a line break are quoted.
 */
export function toCsv(rows: Array<Record<string, string>>, columns: readonly string[]): string {
  const cell = (value: string | undefined) => {
    const safe = /^[=+\-@\t\r]/.test(value ?? '') ? `'${value}` : (value ?? '')
    return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return (
    [columns, ...rows.map((row) => columns.map((column) => row[column]))]
      .map((line) => line.map(cell).join(','))
      .join('\r\n') + '\r\n'
  )
}
