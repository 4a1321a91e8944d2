// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../app/api-client.js';
import { MediaManager } from './media-manager.js';
import { createFakeMediaServer, mediaItem, renderWithMediaServer } from './testing/fake-media-server.js';

afterEach(cleanup);

function setup() {
  const server = createFakeMediaServer([mediaItem('cell.png', 'image/png'), mediaItem('atom.png', 'image/png'), mediaItem('ion.png', 'image/png')]);
  renderWithMediaServer(server, <MediaManager projectSlug="chem" selectionMode="multi" />);
  return server;
}

const listbox = () => screen.getByRole('listbox', { name: 'Media files' });

describe('archiving in the media manager', () => {
  it('asks first; Cancel keeps the file', async () => {
    const server = setup();
    fireEvent.click(await screen.findByRole('option', { name: 'atom.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Media Item' });
    expect(dialog.textContent).toContain('Are you sure you want to delete atom.png ?');
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsOf('archive')).toHaveLength(0);
    expect(within(listbox()).getByRole('option', { name: 'atom.png' }).getAttribute('aria-selected')).toBe('true');
  });

  it('archives the selected files on Delete, then clears the selection and reloads the list', async () => {
    const server = setup();
    const guidOf = (name: string) => server.items.find((item) => item.fileName === name)!.guid;
    const archived = [guidOf('cell.png'), guidOf('ion.png')];
    fireEvent.click(await screen.findByRole('option', { name: 'cell.png' }));
    fireEvent.click(screen.getByRole('option', { name: 'ion.png' }), { ctrlKey: true });
    expect(screen.getByText('2 files selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Media Items' });
    expect(dialog.textContent).toContain('Are you sure you want to delete 2 media items ?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Showing 1 of 1');
    expect(server.callsOf('archive').map((c) => c.body)).toEqual([{ mediaItemIds: archived }]);
    expect(within(listbox()).getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual(['atom.png']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByText('2 files selected')).toBeNull();
  });

  it('shows why archiving failed and keeps the files', async () => {
    const server = setup();
    vi.spyOn(server.api, 'post').mockRejectedValue(new ApiError(403, 'Forbidden', 'Only authors of this project can archive its files'));
    fireEvent.click(await screen.findByRole('option', { name: 'cell.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only authors of this project can archive its files');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(listbox()).getAllByRole('option')).toHaveLength(3);
  });
});
