// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LEAVE_BLANK_FOR_DEFAULT, PIXEL_SIZE_MESSAGE } from '@quire/plugin-sdk';
import type { WebpageElement } from '../common/webpage-schema.js';
import { EditorServicesContext, type EditorServices, type PickedMedia } from '@quire/plugin-sdk/authoring';
import { WebpageDialog } from './webpage-dialog.js';

afterEach(cleanup);

const empty: WebpageElement = { type: 'webpage', id: 'w', children: [{ text: '' }] };

function open(element: WebpageElement = empty, picked?: PickedMedia) {
  const onSave = vi.fn();
  const pickMedia = vi.fn(async () => picked);
  const services: EditorServices = { createId: () => 'n', projectSlug: 'chem', loadPages: async () => [], pickMedia, requestContentType: () => Promise.reject(new Error('No server in this test')), requestApi: () => Promise.reject(new Error('No server in this test')) };
  render(
    <EditorServicesContext.Provider value={services}>
      <WebpageDialog element={element} onSave={onSave} onCancel={() => {}} />
    </EditorServicesContext.Provider>,
  );
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const ok = screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
  return { onSave, pickMedia, field, ok };
}

describe('Change Webpage Embed URL', () => {
  it('is a modal dialog with the size fields left blank for the default', () => {
    const { field, ok } = open();
    expect(screen.getByRole('dialog', { name: 'Change Webpage Embed URL' }).getAttribute('aria-modal')).toBe('true');
    expect(field('Width').placeholder).toBe(LEAVE_BLANK_FOR_DEFAULT);
    expect(field('Height').placeholder).toBe(LEAVE_BLANK_FOR_DEFAULT);
    expect(ok.disabled).toBe(true);
  });

  it('puts https:// in front of an address typed without it', () => {
    const { field, ok, onSave } = open();
    fireEvent.change(field('Webpage URL'), { target: { value: 'phet.colorado.edu/sims/html/gas-properties' } });
    fireEvent.change(field('Alternative text'), { target: { value: 'Gas properties simulation' } });
    fireEvent.click(ok);
    expect(onSave).toHaveBeenCalledWith({
      src: 'https://phet.colorado.edu/sims/html/gas-properties',
      srcType: 'url',
      width: undefined,
      height: undefined,
      alt: 'Gas properties simulation',
    });
  });

  it('takes width and height in whole pixels only', () => {
    const { field, ok, onSave } = open({ ...empty, src: 'https://example.org', srcType: 'url' });
    fireEvent.change(field('Width'), { target: { value: '640.5' } });
    fireEvent.change(field('Height'), { target: { value: '50%' } });
    expect(screen.getAllByText(PIXEL_SIZE_MESSAGE)).toHaveLength(2);
    expect(field('Width').getAttribute('aria-invalid')).toBe('true');
    expect(ok.disabled).toBe(true);
    fireEvent.change(field('Width'), { target: { value: ' 640 ' } });
    fireEvent.change(field('Height'), { target: { value: '480' } });
    fireEvent.click(ok);
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ width: 640, height: 480 }));
  });

  it('chooses an HTML file from the media library and stores it as a library address', async () => {
    const { pickMedia, ok, onSave } = open(empty, { url: '/media/chem/0b6e.html', fileName: 'lab-sheet.html', mimeType: 'text/html', source: 'media_library' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose from media library' }));
    expect(await screen.findByText('From the media library: lab-sheet.html')).toBeTruthy();
    expect(pickMedia).toHaveBeenCalledWith({ title: 'Change Webpage Embed URL', mediaTypes: ['html'], currentUrl: undefined });
    fireEvent.click(ok);
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ src: '/media/chem/0b6e.html', srcType: 'media_library' }));
  });

  it('goes back to a typed address when the author edits a library address', async () => {
    const { field, ok, onSave } = open({ ...empty, src: '/media/chem/0b6e.html', srcType: 'media_library' });
    fireEvent.change(field('Webpage URL'), { target: { value: 'example.org/lab' } });
    fireEvent.click(ok);
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ src: 'https://example.org/lab', srcType: 'url' }));
  });

  it('keeps the address when the picker is cancelled', async () => {
    const { pickMedia, field } = open({ ...empty, src: 'https://example.org/a', srcType: 'url' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose from media library' }));
    await vi.waitFor(() => expect(pickMedia).toHaveBeenCalledWith(expect.objectContaining({ currentUrl: 'https://example.org/a' })));
    expect(field('Webpage URL').value).toBe('https://example.org/a');
  });

  it('refuses an address that would run script', () => {
    const { field, ok } = open();
    fireEvent.change(field('Webpage URL'), { target: { value: 'javascript:alert(1)' } });
    expect(ok.disabled).toBe(true);
  });
});
