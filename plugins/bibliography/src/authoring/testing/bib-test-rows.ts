import type { CslItem } from '@quire/plugin-sdk';
import type { BibEntryRow } from '../../common/bibliography-api.js';

/** An entry row as the routes answer it, for one author and year. */
export function bibRow(id: number, family: string, year: number, title: string, extra: Partial<CslItem> = {}): BibEntryRow {
  const record = { id: `${family.toLowerCase()}${year}`, type: 'book', title, author: [{ family, given: 'A.' }], issued: { 'date-parts': [[year]] }, ...extra } as CslItem;
  const text = `${family}, A. (${year}). ${title}.`;
  return {
    id,
    slug: record.id as string,
    title,
    content: { data: [record] },
    formatted: `${family}, A. (${year}). <i>${title}</i>.`,
    text,
    citation: `(${family}, ${year})`,
  };
}

/** Three entries, given out of alphabetical order. */
export const ZED = bibRow(3, 'Zed', 2001, 'Last words');
export const ADAMS = bibRow(1, 'Adams', 1999, 'First steps');
export const MILLER = bibRow(2, 'Miller', 2010, 'Middle ground');
export const UNSORTED_ROWS = [ZED, ADAMS, MILLER];
