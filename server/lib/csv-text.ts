import Papa from 'papaparse'
import { spreadsheetCell } from '../../src/shared/spreadsheet-cell'

/**
 * A CSV file's text for an export: the header and rows with every text cell escaped against
 * formula injection (src/shared/spreadsheet-cell.ts), CRLF line ends, and a byte-order mark so
 * spreadsheets read it as UTF-8 (names with ₹ or Indian scripts stay intact).
 */
export function csvText(fields: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const data = rows.map((row) => row.map((cell) => spreadsheetCell(cell)))
  return `\uFEFF${Papa.unparse({ fields: fields.map((f) => spreadsheetCell(f)), data }, { newline: '\r\n' })}`
}
