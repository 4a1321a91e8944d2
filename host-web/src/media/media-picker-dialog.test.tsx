// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MediaPickerRequest, PickedMedia } from '@quire/plugin-sdk/authoring';
import { MediaPickerDialog } from './media-picker-dialog.js';
import { createFakeMediaServer, mediaItem, renderWithMediaServer } from './testing/fake-media-server.js';

afterEach(cleanup);

const cell = mediaItem('cell.png', 'image/png');
const song = mediaItem('song.mp3', 'audio/mpeg');

function openPicker(request: MediaPickerRequest) {
  const server = createFakeMediaServer([cell, song]);
  const onPick = vi.fn<(picked: PickedMedia) => void>();
  const onCancel = vi.fn();
  renderWithMediaServer(server, <MediaPickerDialog projectSlug="chem" request={request} onPick={onPick} onCancel={onCancel} />);
  return { server, onPick, onCancel, dialog: screen.getByRole('dialog', { name: request.title }) };
}

const selectButton = () => screen.getByRole('button', { name: 'Select' });

describe('the media picker', () => {
  it('shows the allowed types only, keeps Select disabled until a file is chosen, and gives the library item', async () => {
    const { server, onPick } = openPicker({ title: 'Select Image', mediaTypes: ['image'] });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Media Library', 'External URL']);
    const option = await screen.findByRole('option', { name: 'cell.png' });
    expect(server.callsOf('list')[0].query.mimeFilter).toBe('image/jpeg,image/png,image/tiff,image/gif');
    expect(within(screen.getByRole('navigation', { name: 'Media types' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Images']);
    expect(screen.getByRole('listbox', { name: 'Media files' }).getAttribute('aria-multiselectable')).toBeNull();
    expect(selectButton()).toHaveProperty('disabled', true);
    fireEvent.click(option);
    expect(selectButton()).toHaveProperty('disabled', false);
    fireEvent.click(selectButton());
    expect(onPick).toHaveBeenCalledWith({ url: cell.url, mimeType: 'image/png', fileName: 'cell.png', source: 'media_library' });
  });

  it('takes an external address in the URL tab', async () => {
    const { onPick } = openPicker({ title: 'Select Video', mediaTypes: ['video'] });
    fireEvent.click(screen.getByRole('tab', { name: 'External URL' }));
    const field = screen.getByRole('textbox', { name: 'Media URL' });
    expect(field.getAttribute('placeholder')).toBe('Enter the media URL address');
    expect(selectButton()).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    expect(selectButton()).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: ' https://cdn.example.org/lecture.mp4 ' } });
    fireEvent.click(selectButton());
    expect(onPick).toHaveBeenCalledWith({ url: 'https://cdn.example.org/lecture.mp4', source: 'url' });
  });

  it('hides the URL tab when the request does not allow addresses', async () => {
    openPicker({ title: 'Select Media', mediaTypes: 'all', allowUrl: false });
    await screen.findByRole('option', { name: 'cell.png' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Media Library']);
  });

  it('starts with the current file selected when the library has it', async () => {
    const { onPick } = openPicker({ title: 'Select Audio', mediaTypes: ['audio'], currentUrl: song.url });
    await waitFor(() => expect(screen.getByRole('option', { name: 'song.mp3' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tab', { name: 'Media Library' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(selectButton());
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ url: song.url, source: 'media_library' }));
  });

  it('switches to the URL tab with the current address when the library does not have it', async () => {
    const { server } = openPicker({ title: 'Select Image', mediaTypes: ['image'], currentUrl: 'https://example.org/old.png' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'External URL' }).getAttribute('aria-selected')).toBe('true'));
    expect(server.callsOf('list').some((c) => c.query.urlFilter === 'https://example.org/old.png')).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Media URL' }) as HTMLInputElement).value).toBe('https://example.org/old.png');
    expect(selectButton()).toHaveProperty('disabled', false);
  });

  it('moves between the tabs with the arrow keys', async () => {
    openPicker({ title: 'Select Image', mediaTypes: ['image'] });
    const library = screen.getByRole('tab', { name: 'Media Library' });
    fireEvent.keyDown(library, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'External URL' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'External URL' }));
    await screen.findByRole('option', { name: 'cell.png', hidden: true });
  });

  it('gives nothing on Cancel', async () => {
    const { onPick, onCancel } = openPicker({ title: 'Select Image', mediaTypes: ['image'] });
    await screen.findByRole('option', { name: 'cell.png' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onPick).not.toHaveBeenCalled();
  });
});
