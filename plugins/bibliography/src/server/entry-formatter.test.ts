import { afterAll, describe, expect, it } from 'vitest';
import type { CslItem } from '@quire/plugin-sdk';
import { formatEntry } from './citation-formatter.js';
import { EntryFormatter } from './entry-formatter.js';

const entry = (i: number): CslItem[] => [{ id: `e${i}`, type: 'book', title: `Book number ${i}`, author: [{ family: `Author${i}`, given: 'Ann' }], issued: { 'date-parts': [[1900 + i]] }, publisher: 'Press' }];

describe('formatting many entries', () => {
  const formatter = new EntryFormatter(2);
  afterAll(() => formatter.close());

  it('formats an import in worker threads exactly as the server would one by one, in order', async () => {
    const entries = Array.from({ length: 40 }, (_, i) => entry(i));
    const formatted = await formatter.format(entries);
    expect(formatted).toHaveLength(40);
    expect(formatted).toEqual(entries.map((one) => formatEntry(one)));
    expect(formatted[39].citation).toBe('(Author39, 1939)');
  }, 30_000);

  it('formats a handful at once, without workers', async () => {
    expect(await formatter.format([entry(1)])).toEqual([formatEntry(entry(1))]);
  });
});
