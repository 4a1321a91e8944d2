import { describe, expect, it } from 'vitest';
import { pastedCellFields } from './pasted-cell-fields.js';

const attrs = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('pastedCellFields', () => {
  it('reads spans and the legacy align attribute', () => {
    expect(pastedCellFields(attrs({ colspan: '2', rowspan: ' 3 ', align: 'CENTER' }))).toEqual({ colspan: 2, rowspan: 3, align: 'center' });
  });

  it('prefers the inline text-align', () => {
    expect(pastedCellFields(attrs({ style: 'color: red; text-align: right', align: 'left' }))).toEqual({ align: 'right' });
  });

  it('drops spans of 1, broken spans and unknown alignments', () => {
    expect(pastedCellFields(attrs({ colspan: '1', rowspan: 'x', align: 'justify' }))).toEqual({});
    expect(pastedCellFields(attrs({ colspan: '-2' }))).toEqual({});
  });

  it('clamps spans to the limits of HTML', () => {
    expect(pastedCellFields(attrs({ colspan: '5000' }))).toEqual({ colspan: 1000 });
  });
});
