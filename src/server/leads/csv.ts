/**
 * Rows as CSV (RFC 4180) with a header of every column seen. Cells that a spreadsheet would run as a formula
 * (starting with = + - @) are prefixed with a quote, so a visitor's text cannot become a formula.
 */
export function toCsv(rows: Array<Record<string, string>>): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const cell = (value: string | undefined) => {
    const safe = /^[=+\-@\t\r]/.test(value ?? '') ? `'${value}` : (value ?? '')
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return (
    [columns, ...rows.map((row) => columns.map((column) => row[column]))]
      .map((line) => line.map(cell).join(','))
      .join('\r\n') + '\r\n'
  )
}
