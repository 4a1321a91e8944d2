// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { bankRow, createFakeBankServer, manyRows } from './testing/fake-bank-server.js';
import { bulkAddDialogAnswering, renderBank } from './testing/render-bank.js';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const row = (title: string) => screen.getByRole('article', { name: title });
const inRow = (title: string, name: string) => within(row(title)).getByRole('button', { name });
const stemOf = (title: string) => within(row(title)).getByRole('textbox', { name: 'Stem' }) as HTMLTextAreaElement;

async function edit(title: string) {
  fireEvent.click(inRow(title, 'Edit'));
  await vi.waitFor(() => expect(stemOf(title).readOnly).toBe(false));
}

describe('the activity bank list', () => {
  it("shows 'loading...', then five activities a page, newest first, and a way to each one's history", async () => {
    const server = createFakeBankServer(manyRows(12));
    renderBank(server);
    expect(within(screen.getByRole('region', { name: 'Activities' })).getByRole('status').textContent).toBe('loading...');
    await screen.findByRole('article', { name: 'Question 1' });
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Question 1', 'Question 2', 'Question 3', 'Question 4', 'Question 5']);
    expect(within(row('Question 2')).getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/workspaces/course_author/chem/curriculum/question-2/history');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(server.callsTo('POST', '/bank/project/chem')[0].body).toEqual({ logic: null, paging: { offset: 0, limit: 5 } });
  });

  it('says when the bank is empty, and when nothing matches the filters', async () => {
    const server = createFakeBankServer([]);
    renderBank(server);
    expect(await screen.findByText('There are no activities in the bank yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Text' }), { target: { value: 'gas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText('No activities match these filters.')).toBeTruthy();
  });

  it('applying filters goes back to the first page', async () => {
    const server = createFakeBankServer(manyRows(12));
    renderBank(server);
    await screen.findByRole('article', { name: 'Question 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('article', { name: 'Question 11' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Text' }), { target: { value: 'question' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await screen.findByRole('article', { name: 'Question 1' });
    expect(server.callsTo('POST', '/bank/project/chem').at(-1)?.body).toEqual({
      logic: { conditions: { fact: 'text', operator: 'contains', value: 'question' } },
      paging: { offset: 0, limit: 5 },
    });
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it("creates an activity of an offered type whose editor is loaded, with the type's new model", async () => {
    const server = createFakeBankServer([]);
    renderBank(server);
    const type = await screen.findByRole('combobox', { name: 'New activity type' });
    await vi.waitFor(() => expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['Test question']));
    fireEvent.click(screen.getByRole('button', { name: 'New activity' }));
    expect(await screen.findByRole('article', { name: 'New question' })).toBeTruthy();
    expect(server.callsTo('POST', '/project/chem/activity/test_question')[0].body).toEqual({ model: { stem: '', authoring: { parts: [{ id: '1' }] } }, scope: 'banked' });
  });
});

describe('duplicating, deleting and adding in bulk', () => {
  it("duplicates an activity as 'Copy of …' with its model, objectives and tags", async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles', { objectives: { '1': [11] }, tags: [20, 21] })]);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    fireEvent.click(inRow('Moles', 'Duplicate'));
    expect(await screen.findByRole('article', { name: 'Copy of Moles' })).toBeTruthy();
    expect(server.callsTo('POST', '/project/chem/activity/test_question')[0].body).toEqual({
      model: { stem: 'Stem of Moles', authoring: { parts: [{ id: '1' }] } },
      title: 'Copy of Moles',
      objectives: { '1': [11] },
      tags: [20, 21],
      scope: 'banked',
    });
  });

  it('asks before deleting, deletes under the lock, and offers an undo for 5 s that re-creates it', async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles', { tags: [20] }), bankRow(2, 'Gases')]);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    fireEvent.click(inRow('Moles', 'Delete'));
    const dialog = screen.getByRole('dialog', { name: 'Delete activity' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this Activity?');
    expect(dialog.textContent).toContain('This is a permanent operation that cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE', '/storage/')).toHaveLength(0);

    fireEvent.click(inRow('Moles', 'Delete'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete activity' })).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Moles' })).toBeNull());
    expect(server.calls.filter((c) => c.method !== 'GET' && !c.path.startsWith('/bank/')).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /project/chem/lock/1?fetch_revision=false',
      'DELETE /storage/project/chem/resource/1?lock=1',
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Moles' })).toBeTruthy();
    expect(server.callsTo('POST', '/project/chem/activity/test_question')[0].body).toEqual({
      model: { stem: 'Stem of Moles', authoring: { parts: [{ id: '1' }] } },
      title: 'Moles',
      objectives: {},
      tags: [20],
      scope: 'banked',
    });

    // A second deletion's undo goes after 5 s.
    fireEvent.click(inRow('Gases', 'Delete'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete activity' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it("refuses to delete an activity another author is editing, with 'Unable to edit activity'", async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles')]);
    server.lockedByOthers.add(1);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    fireEvent.click(inRow('Moles', 'Delete'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete activity' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Unable to edit activity' })).toBeTruthy();
    expect(server.callsTo('DELETE', '/storage/')).toHaveLength(0);
  });

  it('shows a failed deletion and gives back the lock it took for it', async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles')]);
    server.override = (method, path) => (method === 'DELETE' && path.startsWith('/storage/') ? new Response(JSON.stringify({ message: 'Server busy' }), { status: 500 }) : undefined);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    fireEvent.click(inRow('Moles', 'Delete'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete activity' })).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Server busy');
    expect(server.callsTo('DELETE', '/project/chem/lock/1')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Moles' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('deleting the activity being edited saves it first, under the lock already held', async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles')]);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    await edit('Moles');
    fireEvent.change(stemOf('Moles'), { target: { value: 'Edited' } });
    fireEvent.click(inRow('Moles', 'Delete'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete activity' })).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(server.callsTo('DELETE', '/storage/')).toHaveLength(1));
    expect(server.calls.filter((c) => c.method !== 'GET' && !c.path.startsWith('/bank/')).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /project/chem/lock/1?fetch_revision=true',
      'PUT /storage/project/chem/resource/1?lock=1',
      'DELETE /storage/project/chem/resource/1?lock=1',
    ]);
  });

  it("adds in bulk, says '{n} questions were added successfully', and Undo deletes them", async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles')]);
    const added = [bankRow(50, 'Imported A'), bankRow(51, 'Imported B')];
    renderBank(server, bulkAddDialogAnswering(added.map((r) => ({ resourceId: r.resource_id, title: r.title }))));
    await screen.findByRole('article', { name: 'Moles' });
    fireEvent.click(screen.getByRole('button', { name: 'Bulk add' }));
    server.rows.unshift(...added);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Upload CSV' })).getByRole('button', { name: 'Import' }));
    expect(screen.queryByRole('dialog', { name: 'Upload CSV' })).toBeNull();
    expect(await screen.findByText('2 questions were added successfully')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Imported A' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Imported A' })).toBeNull());
    expect(server.callsTo('POST', '/project/chem/delete/activity/bulk')[0].body).toEqual({ resourceIds: [50, 51] });
    expect(screen.getByRole('article', { name: 'Moles' })).toBeTruthy();
  });
});

describe("an activity's title, edited in place", () => {
  it('saves on Enter, refuses an empty or blank title, and cancels on Escape', async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles')]);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    expect(within(row('Moles')).queryByRole('button', { name: 'Edit title' })).toBeNull();
    await edit('Moles');

    fireEvent.click(inRow('Moles', 'Edit title'));
    const title = within(row('Moles')).getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    expect(within(row('Moles')).getByRole('alert').textContent).toBe('A title cannot be empty.');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(within(row('Moles')).queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(within(row('Moles')).getByRole('heading').textContent).toBe('Moles');

    fireEvent.click(inRow('Moles', 'Edit title'));
    fireEvent.change(within(row('Moles')).getByRole('textbox', { name: 'Title' }), { target: { value: 'Changed' } });
    fireEvent.keyDown(within(row('Moles')).getByRole('textbox', { name: 'Title' }), { key: 'Escape' });
    expect(within(row('Moles')).getByRole('heading').textContent).toBe('Moles');

    fireEvent.click(inRow('Moles', 'Edit title'));
    fireEvent.change(within(row('Moles')).getByRole('textbox', { name: 'Title' }), { target: { value: ' Moles and masses ' } });
    fireEvent.keyDown(within(row('Moles')).getByRole('textbox', { name: 'Title' }), { key: 'Enter' });
    expect(screen.getByRole('article', { name: 'Moles and masses' })).toBeTruthy();
    // Saved at once, without waiting for the quiet period.
    await vi.waitFor(() => expect(server.callsTo('PUT', '/storage/')).toHaveLength(1));
    expect(server.callsTo('PUT', '/storage/')[0].body).toMatchObject({ title: 'Moles and masses' });
  });
});

describe('tags and objectives of the activity being edited', () => {
  it("creates a tag, and says 'A problem occurred while creating your new objective' when an objective can't be made", async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles')]);
    server.override = (method, path) => (method === 'POST' && path === '/objectives/project/chem' ? new Response(JSON.stringify({ message: 'Boom' }), { status: 500 }) : undefined);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    await edit('Moles');
    const tags = await within(row('Moles')).findByRole('combobox', { name: 'Tags' });
    expect((tags as HTMLInputElement).placeholder).toBe('Select tags...');
    fireEvent.change(tags, { target: { value: 'Kinetics' } });
    expect(within(row('Moles')).getByRole('option', { name: 'Create new tag: Kinetics' })).toBeTruthy();
    fireEvent.keyDown(tags, { key: 'Enter' });
    expect(await within(row('Moles')).findByRole('button', { name: 'Remove Kinetics' })).toBeTruthy();

    const objectives = within(row('Moles')).getByRole('combobox', { name: 'Learning objectives' });
    expect((objectives as HTMLInputElement).placeholder).toBe('Select or Create learning objectives...');
    fireEvent.change(objectives, { target: { value: 'Kinetics rates' } });
    expect(within(row('Moles')).getByRole('option', { name: 'Create new objective: Kinetics rates' })).toBeTruthy();
    fireEvent.keyDown(objectives, { key: 'Enter' });
    expect((await within(row('Moles')).findByRole('alert')).textContent).toBe('A problem occurred while creating your new objective');
  });
});
