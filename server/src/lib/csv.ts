import { stringify } from 'csv-stringify/sync';

/** A plain decimal number ("-12.50", "3") is data, not a formula: spreadsheets must still read it as a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** OWASP CSV injection: a cell a spreadsheet would evaluate starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as text that no spreadsheet runs: a would-be formula gets a leading apostrophe, shown as plain text. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The one CSV writer of the product: UTF-8 with a byte-order mark (so spreadsheets pick UTF-8 for "Mérida"), a header
 * row, CRLF line ends, every cell neutralised by `csvCell`.
 */
export function toCsv(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  const records = [header.map(csvCell), ...Array.from(rows, (row) => row.map(csvCell))];
  return `\uFEFF${stringify(records, { record_delimiter: 'windows' })}`;
}
