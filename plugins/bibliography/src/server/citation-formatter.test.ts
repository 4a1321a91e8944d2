import { describe, expect, it } from 'vitest';
import type { CslItem } from '@quire/plugin-sdk';
import { compareReferences, formatEntry } from './citation-formatter.js';

const book = (fields: Partial<CslItem>): CslItem => ({ id: 'b', type: 'book', title: 'A book', issued: { 'date-parts': [[2001]] }, ...fields }) as CslItem;

describe('APA references and in-text citations', () => {
  it('cite one author, two joined by &, and three or more as the first et al.', () => {
    const names = ['Ames', 'Baker', 'Cole'].map((family) => ({ family, given: 'Pat' }));
    expect(formatEntry([book({ author: names.slice(0, 1) })]).citation).toBe('(Ames, 2001)');
    expect(formatEntry([book({ author: names.slice(0, 2) })]).citation).toBe('(Ames & Baker, 2001)');
    expect(formatEntry([book({ author: names })]).citation).toBe('(Ames et al., 2001)');
    expect(formatEntry([book({ author: [{ literal: 'World Health Organization' }], issued: undefined })]).citation).toBe('(World Health Organization, n.d.)');
    expect(formatEntry([book({ title: 'Anonymous work' })]).citation).toBe('(Anonymous work, 2001)');
  });

  it('gives HTML with nothing but emphasis and web links, whatever the record holds', () => {
    const formatted = formatEntry([book({ title: 'Evil <img src=x onerror=alert(1)> <script>alert(2)</script>', author: [{ family: '<b onclick="x()">Bad</b>', given: 'A' }], URL: 'https://example.org/?a=1&b=2' })]);
    expect(formatted.html).not.toMatch(/<(img|script|b)\b/);
    expect(formatted.html).not.toMatch(/<[^>]*onclick/);
    expect(formatted.html).toContain('<i>');
    expect(formatted.text).toContain('Evil <img src=x onerror=alert(1)>');
    expect(formatted.text).toContain('https://example.org/?a=1&b=2');
  });

  it('orders references as an APA list does: by author, letters alike whatever their accents or case, then year', () => {
    const list = ['Zeller, A. (2020).', 'émile, B. (1999).', 'Adams, D. (1999).', 'Adams, D. (1989).', 'Ëmerson, C. (2001).'];
    expect([...list].sort(compareReferences)).toEqual(['Adams, D. (1989).', 'Adams, D. (1999).', 'Ëmerson, C. (2001).', 'émile, B. (1999).', 'Zeller, A. (2020).']);
  });
});
