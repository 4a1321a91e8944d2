// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEDIA_UPLOAD_LIMIT_BYTES } from '@quire/core';
import { MediaManager } from './media-manager.js';
import { createFakeMediaServer, mediaItem, renderWithMediaServer, type FakeMediaServer } from './testing/fake-media-server.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderManager(server: FakeMediaServer) {
  renderWithMediaServer(server, <MediaManager projectSlug="chem" selectionMode="multi" />);
}

function chooseFiles(files: File[]) {
  const input = screen.getByLabelText('Files to upload') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

const selectedNames = () =>
  within(screen.getByRole('listbox', { name: 'Media files' }))
    .queryAllByRole('option', { selected: true })
    .map((o) => o.getAttribute('aria-label'));

describe('uploading to the media manager', () => {
  it('sends several files as multipart with the CSRF token, then reloads and selects the first', async () => {
    const server = createFakeMediaServer([mediaItem('old.png', 'image/png')]);
    renderManager(server);
    await screen.findByText('Showing 1 of 1');
    chooseFiles([new File(['one'], 'diagram.png', { type: 'image/png' }), new File(['two'], 'song.mp3', { type: 'audio/mpeg' })]);
    await screen.findByText('Showing 3 of 3');
    const uploads = server.callsOf('upload');
    expect(uploads.map((c) => ((c.body as FormData).get('file') as File).name)).toEqual(['diagram.png', 'song.mp3']);
    expect(uploads[0].headers['x-csrf-token']).toBe('csrf-1');
    expect(uploads[0].headers['content-type']).toBeUndefined();
    // The list was asked again after the uploads, and the first uploaded file is the selection.
    expect(server.calls.at(-1)?.method).toBe('GET');
    await waitFor(() => expect(selectedNames()).toEqual(['diagram.png']));
    expect(within(screen.getByRole('complementary', { name: 'Selected file' })).getByRole('link').textContent).toBe('diagram.png');
  });

  it('shows the uploading state while a file is on its way', async () => {
    const server = createFakeMediaServer([]);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchImpl = server.api.request.bind(server.api);
    vi.spyOn(server.api, 'request').mockImplementation(async (...args) => {
      if (args[0] === 'POST') await gate;
      return fetchImpl(...args);
    });
    renderManager(server);
    await screen.findByText('Showing 0 of 0');
    chooseFiles([new File(['x'], 'slow.png', { type: 'image/png' })]);
    expect(await screen.findByText('Uploading slow.png…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    release();
    await screen.findByText('Showing 1 of 1');
    expect(screen.queryByText('Uploading slow.png…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', false);
  });

  it('warns of a duplicate for 5 seconds, names it, and selects the existing file', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = createFakeMediaServer([mediaItem('cell.png', 'image/png'), mediaItem('atom.png', 'image/png')]);
    renderManager(server);
    await screen.findByText('Showing 2 of 2');
    chooseFiles([new File(['same'], 'atom.png', { type: 'image/png' })]);
    const toast = await screen.findByRole('button', { name: /Duplicate File/ });
    expect(toast.textContent).toBe('Duplicate File - This file was previously uploaded and has been selected for you.');
    expect(screen.getByText('Already in the library: atom.png')).toBeTruthy();
    await waitFor(() => expect(selectedNames()).toEqual(['atom.png']));
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.queryByRole('button', { name: /Duplicate File/ })).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('button', { name: /Duplicate File/ })).toBeNull();
  });

  it('lets the duplicate toast be dismissed by a click', async () => {
    const server = createFakeMediaServer([mediaItem('atom.png', 'image/png')]);
    renderManager(server);
    await screen.findByText('Showing 1 of 1');
    chooseFiles([new File(['same'], 'atom.png', { type: 'image/png' })]);
    fireEvent.click(await screen.findByRole('button', { name: /Duplicate File/ }));
    expect(screen.queryByRole('button', { name: /Duplicate File/ })).toBeNull();
  });

  it('refuses a file of 350 MB or more before sending it, and still sends the others', async () => {
    const server = createFakeMediaServer([]);
    renderManager(server);
    await screen.findByText('Showing 0 of 0');
    const huge = new File(['x'], 'lecture.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: MEDIA_UPLOAD_LIMIT_BYTES });
    chooseFiles([huge, new File(['ok'], 'notes.vtt', { type: 'text/vtt' })]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error: Could not upload file.lecture.mp4: File is too large');
    await screen.findByText('Showing 1 of 1');
    expect(server.callsOf('upload').map((c) => ((c.body as FormData).get('file') as File).name)).toEqual(['notes.vtt']);
    expect(screen.getByText('File uploads have a 350mb limit. Uploading the video to YouTube and embedding it is recommended.')).toBeTruthy();
  });

  it("shows the server's reason when it refuses a file", async () => {
    const server = createFakeMediaServer([]);
    vi.spyOn(server.api, 'postForm').mockRejectedValue(new Error("The file's content (application/pdf) does not match its name: a .png file should be image/png"));
    renderManager(server);
    await screen.findByText('Showing 0 of 0');
    chooseFiles([new File(['%PDF'], 'fake.png', { type: 'image/png' })]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Error: Could not upload file.fake.png: The file's content (application/pdf) does not match its name: a .png file should be image/png",
    );
  });

  it('uploads files dropped on it', async () => {
    const server = createFakeMediaServer([]);
    renderManager(server);
    await screen.findByText('Showing 0 of 0');
    const file = new File(['d'], 'dropped.png', { type: 'image/png' });
    const area = screen.getByRole('listbox', { name: 'Media files' }).closest('.media-manager')!;
    fireEvent.dragOver(area, { dataTransfer: { types: ['Files'], files: [file] } });
    fireEvent.drop(area, { dataTransfer: { types: ['Files'], files: [file] } });
    await screen.findByText('Showing 1 of 1');
    await waitFor(() => expect(selectedNames()).toEqual(['dropped.png']));
  });
});
