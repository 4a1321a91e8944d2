import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { csvCell } from './escape-csv-cell.js';

describe('a CSV cell to export', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Balance the equation')).toBe('Balance the equation');
    expect(csvCell('')).toBe('');
    expect(csvCell('3.5')).toBe('3.5');
  });

  it.each(['=SUM(A1:A9)', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('shows %j as text: an apostrophe in front, quoted', (value) => {
    expect(csvCell(value)).toBe(`"'${value}"`);
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('guards a formula that also holds quotes and commas, and reads back as the guarded text', () => {
    const value = '=HYPERLINK("http://x.test?a=1,b=2","click")';
    const line = [csvCell(value), csvCell('plain'), csvCell('a "b", c')].join(',');
    expect(Papa.parse<string[]>(line).data[0]).toEqual([`'${value}`, 'plain', 'a "b", c']);
  });
});
