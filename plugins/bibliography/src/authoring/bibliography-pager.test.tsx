// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BibliographyPage } from './bibliography-page.js';
import { bibRow } from './testing/bib-test-rows.js';
import { fakeRequestApi } from './testing/fake-bib-api.js';

afterEach(cleanup);

const entries = Array.from({ length: 200 }, (_, i) => bibRow(1 + i, `Author${String(i).padStart(3, '0')}`, 1900 + i, `Book ${i}`));

describe('the Bibliography pager', () => {
  it('numbers up to four pages either side of the current one', async () => {
    const { requestApi } = fakeRequestApi((_path, init) => {
      const { offset, limit } = (init?.body as { paging: { offset: number; limit: number } }).paging;
      return { result: 'success', rows: entries.slice(offset, offset + limit), totalCount: entries.length };
    });
    render(<BibliographyPage projectSlug="p" requestApi={requestApi} />);
    const pager = await screen.findByRole('navigation', { name: 'Bibliography pages' });
    const numbers = () => within(pager).getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(numbers()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']));
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 9' }));
    await waitFor(() => expect(numbers()).toEqual(['5', '6', '7', '8', '9', '10', '11', '12', '13']));
    expect(within(pager).getByRole('button', { name: 'Page 9' }).getAttribute('aria-current')).toBe('page');
  });
});
