// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { saveFailureMessage } from '@quire/core';
import { bankRow, createFakeBankServer, manyRows } from './testing/fake-bank-server.js';
import { renderBank } from './testing/render-bank.js';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const row = (title: string) => screen.getByRole('article', { name: title });
const inRow = (title: string, name: string) => within(row(title)).getByRole('button', { name });
const stemOf = (title: string) => within(row(title)).getByRole('textbox', { name: 'Stem' }) as HTMLTextAreaElement;

describe('editing a bank activity under its lock', () => {
  it('shows each activity read-only until Edit takes its lock with the latest revision', async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles', { tags: [20] })]);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    expect(stemOf('Moles').readOnly).toBe(true);
    expect(within(row('Moles')).getByText('Easy')).toBeTruthy();
    expect(within(row('Moles')).getByText('Test question')).toBeTruthy();
    // The server has a newer revision than the list showed.
    server.rows[0] = bankRow(1, 'Moles', { content: { stem: 'Newer stem', authoring: { parts: [{ id: '1' }] } } });
    fireEvent.click(inRow('Moles', 'Edit'));
    await vi.waitFor(() => expect(stemOf('Moles').readOnly).toBe(false));
    expect(stemOf('Moles').value).toBe('Newer stem');
    expect(server.callsTo('POST', '/project/chem/lock/1').map((c) => c.path)).toEqual(['/project/chem/lock/1?fetch_revision=true']);
    expect(within(row('Moles')).getByRole('combobox', { name: 'Tags' })).toBeTruthy();
    expect(inRow('Moles', 'Done')).toBeTruthy();
  });

  it("says 'Unable to edit activity' when another author holds the lock", async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles')]);
    server.lockedByOthers.add(1);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    fireEvent.click(inRow('Moles', 'Edit'));
    const dialog = await screen.findByRole('dialog', { name: 'Unable to edit activity' });
    expect(dialog.textContent).toContain('You are unable to edit this activity as there is another user currently editing it.');
    expect(stemOf('Moles').readOnly).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits one activity at a time: Edit on another saves and releases the first', async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles'), bankRow(2, 'Gases')]);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    fireEvent.click(inRow('Moles', 'Edit'));
    await vi.waitFor(() => expect(stemOf('Moles').readOnly).toBe(false));
    fireEvent.change(stemOf('Moles'), { target: { value: 'How many moles?' } });
    fireEvent.click(inRow('Gases', 'Edit'));
    await vi.waitFor(() => expect(stemOf('Gases').readOnly).toBe(false));
    expect(stemOf('Moles').readOnly).toBe(true);
    const order = server.calls.filter((c) => c.method !== 'GET' && !c.path.startsWith('/bank/')).map((c) => `${c.method} ${c.path}`);
    expect(order).toEqual([
      'POST /project/chem/lock/1?fetch_revision=true',
      'PUT /storage/project/chem/resource/1?lock=1',
      'DELETE /project/chem/lock/1',
      'POST /project/chem/lock/2?fetch_revision=true',
    ]);
    expect(server.callsTo('PUT', '/storage/')[0].body).toMatchObject({ title: 'Moles', content: { stem: 'How many moles?' }, authoring: { parts: [{ id: '1' }] } });
  });

  it('Done saves what is pending, then gives the lock back', async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles')]);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    fireEvent.click(inRow('Moles', 'Edit'));
    await vi.waitFor(() => expect(stemOf('Moles').readOnly).toBe(false));
    fireEvent.change(stemOf('Moles'), { target: { value: 'Edited' } });
    fireEvent.click(inRow('Moles', 'Done'));
    await vi.waitFor(() => expect(server.callsTo('DELETE', '/project/chem/lock/1')).toHaveLength(1));
    const put = server.callsTo('PUT', '/storage/project/chem/resource/1?lock=1');
    expect(put).toHaveLength(1);
    expect(server.calls.indexOf(put[0])).toBeLessThan(server.calls.indexOf(server.callsTo('DELETE', '/project/chem/lock/1')[0]));
    expect(await within(row('Moles')).findByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it("autosaves after 2 s without changes, or 5 s after the first, showing 'Saving...' then 'All changes saved'", async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles')]);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    fireEvent.click(inRow('Moles', 'Edit'));
    await vi.waitFor(() => expect(stemOf('Moles').readOnly).toBe(false));
    const puts = () => server.callsTo('PUT', '/storage/project/chem/resource/1?lock=1');

    fireEvent.change(stemOf('Moles'), { target: { value: 'a' } });
    expect(within(row('Moles')).getByRole('status').textContent).toBe('Saving...');
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(puts()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(puts()).toHaveLength(1);
    expect(within(row('Moles')).getByRole('status').textContent).toBe('All changes saved');

    // Typing on without a 2 s pause is saved 5 s after the first change.
    for (let i = 0; i < 6; i += 1) {
      fireEvent.change(stemOf('Moles'), { target: { value: `typing ${i}` } });
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(puts()).toHaveLength(2);
    expect(puts()[1].body).toMatchObject({ content: { stem: 'typing 4' } });
  });

  it("does not say 'All changes saved' for an activity not changed since its Edit", async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles'), bankRow(2, 'Gases')]);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    fireEvent.click(inRow('Moles', 'Edit'));
    await vi.waitFor(() => expect(stemOf('Moles').readOnly).toBe(false));
    fireEvent.change(stemOf('Moles'), { target: { value: 'a' } });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(within(row('Moles')).getByRole('status').textContent).toBe('All changes saved');
    fireEvent.click(inRow('Gases', 'Edit'));
    await vi.waitFor(() => expect(stemOf('Gases').readOnly).toBe(false));
    expect(within(row('Gases')).getByRole('status').textContent).toBe('');
  });

  it('shows the spec message when a save is refused', async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles')]);
    server.override = (method) => (method === 'PUT' ? new Response(JSON.stringify({ message: 'Locked' }), { status: 423 }) : undefined);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    fireEvent.click(inRow('Moles', 'Edit'));
    await vi.waitFor(() => expect(stemOf('Moles').readOnly).toBe(false));
    fireEvent.change(stemOf('Moles'), { target: { value: 'a' } });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(within(row('Moles')).getByRole('alert').textContent).toContain(saveFailureMessage(423));
    expect(saveFailureMessage(423)).toBe("Your changes weren't saved: refresh the page to re-gain edit access.");
  });

  it('changing page saves and releases the activity being edited', async () => {
    const server = createFakeBankServer(manyRows(7));
    renderBank(server);
    await screen.findByRole('article', { name: 'Question 1' });
    fireEvent.click(inRow('Question 1', 'Edit'));
    await vi.waitFor(() => expect(stemOf('Question 1').readOnly).toBe(false));
    fireEvent.change(stemOf('Question 1'), { target: { value: 'Edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Question 6' })).toBeTruthy();
    expect(server.callsTo('PUT', '/storage/')).toHaveLength(1);
    expect(server.callsTo('DELETE', '/project/chem/lock/1')).toHaveLength(1);
    expect(server.callsTo('POST', '/bank/project/chem').at(-1)?.body).toEqual({ logic: null, paging: { offset: 5, limit: 5 } });
  });

  it('leaving the screen saves and releases the activity being edited', async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles')]);
    const { unmount } = renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    fireEvent.click(inRow('Moles', 'Edit'));
    await vi.waitFor(() => expect(stemOf('Moles').readOnly).toBe(false));
    fireEvent.change(stemOf('Moles'), { target: { value: 'Edited' } });
    unmount();
    await vi.waitFor(() => expect(server.callsTo('DELETE', '/project/chem/lock/1')).toHaveLength(1));
    expect(server.callsTo('PUT', '/storage/')[0].body).toMatchObject({ content: { stem: 'Edited' } });
  });

  it('closing the tab sends the last change with the release of the lock', async () => {
    const server = createFakeBankServer([bankRow(1, 'Moles')]);
    renderBank(server);
    await screen.findByRole('article', { name: 'Moles' });
    fireEvent.click(inRow('Moles', 'Edit'));
    await vi.waitFor(() => expect(stemOf('Moles').readOnly).toBe(false));
    fireEvent.change(stemOf('Moles'), { target: { value: 'Last words' } });
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await vi.waitFor(() => expect(server.callsTo('PUT', '/storage/')).toHaveLength(1));
    expect(server.callsTo('PUT', '/storage/')[0].body).toMatchObject({ content: { stem: 'Last words' }, releaseLock: true });
  });
});

