/**
 * A cell of a CSV file to export, safe to open in a spreadsheet: text that a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets an
 * apostrophe in front, which shows it as text, and the cell is quoted as RFC 4180 says
 * when it holds a comma, a quote, a line break or that apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value);
  const text = guarded ? `'${value}` : value;
  return guarded || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
