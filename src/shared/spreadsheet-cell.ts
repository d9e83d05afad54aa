/** What a spreadsheet runs as a formula when a text cell starts with it (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/
const ESCAPED_FORMULA_START = /^'[=+\-@\t\r]/

/**
 * A value as every CSV and XLSX export writes it: text that a spreadsheet would run as a formula
 * gets a leading single quote, as OWASP advises; numbers stay numbers (a negative number is not a
 * formula). The one escape of every export, server and client alike.
 */
export function spreadsheetCell(value: string): string
export function spreadsheetCell(value: number): number
export function spreadsheetCell(value: string | number): string | number
export function spreadsheetCell(value: string | number): string | number {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

/** A cell read back from a file we exported: drops the single quote that spreadsheetCell added. */
export function fromSpreadsheetCell(cell: string): string {
  return ESCAPED_FORMULA_START.test(cell) ? cell.slice(1) : cell
}
