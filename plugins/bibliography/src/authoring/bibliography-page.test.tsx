// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BibliographyPage } from './bibliography-page.js';
import { ADAMS, bibRow, MILLER, ZED } from './testing/bib-test-rows.js';
import { fakeRequestApi, refusal } from './testing/fake-bib-api.js';

afterEach(cleanup);

const PASTE = 'Paste BibTeX, RIS, CSL JSON, BibJSON, a DOI or a Wikidata id';
const many = Array.from({ length: 23 }, (_, i) => bibRow(100 + i, `Author${String(i).padStart(2, '0')}`, 2000 + i, `Book ${i}`));

function retrieveAnswer(rows = many) {
  return (path: string, init: { body?: unknown } | undefined) => {
    const { offset, limit } = (init?.body as { paging: { offset: number; limit: number } }).paging;
    return { result: 'success', rows: rows.slice(offset, offset + limit), totalCount: rows.length };
  };
}

describe('the Bibliography page', () => {
  it("says 'loading...', then lists the first page of ten formatted entries and pages on with the pager", async () => {
    const { requestApi, calls } = fakeRequestApi(retrieveAnswer());
    render(<BibliographyPage projectSlug="my course" requestApi={requestApi} />);
    expect(screen.getByText('loading...')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Bibliography entries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(list.querySelector('i')?.textContent).toBe('Book 0');
    expect(calls[0]).toEqual({ path: '/bibs/project/my%20course/retrieve', init: { method: 'POST', body: { paging: { offset: 0, limit: 10 } } } });

    const pager = screen.getByRole('navigation', { name: 'Bibliography pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(calls.at(-1)?.init?.body).toEqual({ paging: { offset: 20, limit: 10 } });
    expect((within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(calls.at(-1)?.init?.body).toEqual({ paging: { offset: 10, limit: 10 } }));
  });

  it("says 'No bibliography entries' when the project has none, with no pager", async () => {
    const { requestApi } = fakeRequestApi(retrieveAnswer([]));
    render(<BibliographyPage projectSlug="p" requestApi={requestApi} />);
    expect(await screen.findByText('No bibliography entries')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('adds pasted text, reports how many entries were added, clears the box and reloads the list', async () => {
    let stored: typeof many = [];
    const { requestApi, calls } = fakeRequestApi((path, init) => {
      if (path.endsWith('/import')) {
        stored = [ADAMS, MILLER, ZED];
        return { result: 'success', rows: stored, count: 3 };
      }
      return retrieveAnswer(stored)(path, init);
    });
    render(<BibliographyPage projectSlug="p" requestApi={requestApi} />);
    await screen.findByText('No bibliography entries');
    const box = screen.getByLabelText(PASTE) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '@book{adams, title={First steps}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByText('Added 3 entries')).getAttribute('role')).toBe('status');
    expect(box.value).toBe('');
    expect(calls.find((call) => call.path.endsWith('/import'))?.init).toEqual({ method: 'POST', body: { text: '@book{adams, title={First steps}}' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  });

  it("says 'Added 1 entry' for one", async () => {
    const { requestApi } = fakeRequestApi((path, init) => (path.endsWith('/import') ? { result: 'success', rows: [ADAMS], count: 1 } : retrieveAnswer([])(path, init)));
    render(<BibliographyPage projectSlug="p" requestApi={requestApi} />);
    fireEvent.change(screen.getByLabelText(PASTE), { target: { value: '10.1000/xyz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByText('Added 1 entry')).getAttribute('role')).toBe('status');
  });

  it('shows a refused import with each of its errors and keeps the pasted text', async () => {
    const { requestApi } = fakeRequestApi((path, init) => {
      if (path.endsWith('/import')) throw refusal(400, 'Could not read the pasted text', { errors: ['[0].issued: Invalid date', '[1].type: Invalid option'] });
      return retrieveAnswer([])(path, init);
    });
    render(<BibliographyPage projectSlug="p" requestApi={requestApi} />);
    const box = screen.getByLabelText(PASTE) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'garbage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('Could not read the pasted text');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['[0].issued: Invalid date', '[1].type: Invalid option']);
    expect(box.value).toBe('garbage');
  });

  it('edits an entry in the form and saves the whole entry, other records and fields kept', async () => {
    const second = { id: 'extra', type: 'chapter', title: 'Kept chapter' };
    const row = { ...ADAMS, content: { data: [{ ...ADAMS.content.data[0], note: 'kept note' }, second] } } as typeof ADAMS;
    const { requestApi, calls } = fakeRequestApi((path, init) => (init?.method === 'PUT' ? { result: 'success', rows: [row] } : retrieveAnswer([row])(path, init)));
    render(<BibliographyPage projectSlug="p" requestApi={requestApi} />);
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${ADAMS.text}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit entry' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('First steps');
    expect((within(dialog).getByLabelText('Authors') as HTMLTextAreaElement).value).toBe('Adams, A.');
    expect((within(dialog).getByLabelText('Year') as HTMLInputElement).value).toBe('1999');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'First steps, revised' } });
    fireEvent.change(within(dialog).getByLabelText('Authors'), { target: { value: 'Adams, A.\nBrown, Bea' } });
    fireEvent.change(within(dialog).getByLabelText('Month'), { target: { value: '4' } });
    expect((within(dialog).getByLabelText('Raw CSL JSON') as HTMLTextAreaElement).value).toContain('"First steps, revised"');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(put?.path).toBe('/bibs/project/p/entry/1');
    expect(put?.init?.body).toEqual({
      content: {
        data: [
          {
            id: 'adams1999',
            type: 'book',
            title: 'First steps, revised',
            author: [{ family: 'Adams', given: 'A.' }, { family: 'Brown', given: 'Bea' }],
            issued: { 'date-parts': [[1999, 4]] },
            note: 'kept note',
          },
          second,
        ],
      },
    });
  });

  it('fills the form from Raw CSL JSON typed in, and refuses JSON that is not valid without losing it', async () => {
    const { requestApi } = fakeRequestApi(retrieveAnswer([ADAMS]));
    render(<BibliographyPage projectSlug="p" requestApi={requestApi} />);
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${ADAMS.text}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit entry' });
    const raw = within(dialog).getByLabelText('Raw CSL JSON') as HTMLTextAreaElement;
    fireEvent.change(raw, { target: { value: '[{"id":"x","type":"report","title":"From JSON","publisher":"ACME"}]' } });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('From JSON');
    expect((within(dialog).getByLabelText('Type') as HTMLSelectElement).value).toBe('report');
    expect((within(dialog).getByLabelText('Publisher') as HTMLInputElement).value).toBe('ACME');
    fireEvent.change(raw, { target: { value: '[{"id":' } });
    expect(within(dialog).getByText(/^Raw CSL JSON is not valid JSON/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(raw.value).toBe('[{"id":');
  });

  it('shows a refused save field by field and keeps the dialog open with what was typed', async () => {
    const { requestApi } = fakeRequestApi((path, init) => {
      if (init?.method === 'PUT') throw refusal(400, 'The entry is not valid', { errors: ['[0].issued.date-parts: Invalid input', '[0].URL: Invalid URL'] });
      return retrieveAnswer([ADAMS])(path, init);
    });
    render(<BibliographyPage projectSlug="p" requestApi={requestApi} />);
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${ADAMS.text}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit entry' });
    fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(await within(dialog).findByRole('alert')).getByText('The entry is not valid')).toBeTruthy();
    const url = within(dialog).getByLabelText('URL') as HTMLInputElement;
    expect(url.value).toBe('javascript:alert(1)');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(url.getAttribute('aria-describedby')!)?.textContent).toBe('[0].URL: Invalid URL');
    expect(within(dialog).getByLabelText('Year').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
  });

  it("makes a new entry by hand: this year prefilled, posted as one record with an id from its title", async () => {
    const { requestApi, calls } = fakeRequestApi((path, init) => (path === '/bibs/project/p' ? { result: 'success', rows: [ADAMS] } : retrieveAnswer([])(path, init)));
    render(<BibliographyPage projectSlug="p" requestApi={requestApi} />);
    fireEvent.click(screen.getByRole('button', { name: 'New entry' }));
    const dialog = screen.getByRole('dialog', { name: 'New entry' });
    expect((within(dialog).getByLabelText('Year') as HTMLInputElement).value).toBe(String(new Date().getFullYear()));
    fireEvent.change(within(dialog).getByLabelText('Year'), { target: { value: '2020' } });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Über Lesen!' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'thesis' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === '/bibs/project/p')?.init).toEqual({
      method: 'POST',
      body: { content: { data: [{ id: 'uber-lesen', type: 'thesis', issued: { 'date-parts': [[2020]] }, title: 'Über Lesen!' }] } },
    });
  });

  it('deletes an entry after a confirmation naming it, and shows a refusal that names the citing pages', async () => {
    let refuse = true;
    const { requestApi, calls } = fakeRequestApi((path, init) => {
      if (init?.method === 'DELETE') {
        if (refuse) throw refusal(409, 'Cited on pages: Introduction, Week 2', { pages: ['Introduction', 'Week 2'] });
        return { result: 'success' };
      }
      return retrieveAnswer([ADAMS, MILLER])(path, init);
    });
    render(<BibliographyPage projectSlug="p" requestApi={requestApi} />);
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${MILLER.text}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete entry' });
    expect(within(dialog).getByText(MILLER.text)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: `Delete ${MILLER.text}` }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete entry' })).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Cited on pages: Introduction, Week 2');
    expect(calls.find((call) => call.init?.method === 'DELETE')?.path).toBe('/bibs/project/p/entry/2');

    refuse = false;
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete entry' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
