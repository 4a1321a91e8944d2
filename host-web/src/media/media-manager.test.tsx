// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MediaManager } from './media-manager.js';
import { MEDIA_LAYOUT_STORAGE_KEY } from './media-layout-preference.js';
import { createFakeMediaServer, manyImages, mediaItem, renderWithMediaServer, type FakeMediaServer } from './testing/fake-media-server.js';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

function renderManager(server: FakeMediaServer) {
  return renderWithMediaServer(server, <MediaManager projectSlug="chem" selectionMode="multi" />);
}

const mediaOptions = () => within(screen.getByRole('listbox', { name: 'Media files' })).queryAllByRole('option');
const optionNames = () => mediaOptions().map((option) => option.getAttribute('aria-label'));
const lastList = (server: FakeMediaServer) => server.callsOf('list').at(-1)!.query;

function library(): FakeMediaServer {
  return createFakeMediaServer([
    mediaItem('cell.png', 'image/png', 2048),
    mediaItem('heartbeat.mp3', 'audio/mpeg', 5_000_000),
    mediaItem('lab-tour.mp4', 'video/mp4', 90_000_000),
    mediaItem('lab-notes.vtt', 'text/vtt', 300),
  ]);
}

describe('the media manager', () => {
  it('lists every file newest first and says how many it shows', async () => {
    const server = library();
    renderManager(server);
    await waitFor(() => expect(optionNames()).toEqual(['cell.png', 'heartbeat.mp3', 'lab-tour.mp4', 'lab-notes.vtt']));
    expect(screen.getByText('Showing 4 of 4')).toBeTruthy();
    expect(server.callsOf('list')[0].query).toEqual({ offset: '0', limit: '60', orderBy: 'dateCreated', order: 'desc' });
    expect(screen.getByText('File uploads have a 350mb limit. Uploading the video to YouTube and embedding it is recommended.')).toBeTruthy();
  });

  it("sends each sidebar filter's MIME types", async () => {
    const server = library();
    renderManager(server);
    const sidebar = screen.getByRole('navigation', { name: 'Media types' });
    expect(within(sidebar).getAllByRole('button').map((b) => b.textContent)).toEqual(['All Media', 'Images', 'Audio', 'Video', 'HTML', 'CSV', 'Captions']);
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Images' }));
    await waitFor(() => expect(optionNames()).toEqual(['cell.png']));
    expect(lastList(server).mimeFilter).toBe('image/jpeg,image/png,image/tiff,image/gif');
    expect(within(sidebar).getByRole('button', { name: 'Images' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Video' }));
    await waitFor(() => expect(optionNames()).toEqual(['lab-tour.mp4']));
    expect(lastList(server).mimeFilter).toBe('video/mp4,video/mpeg,video/webm,video/ogg,video/quicktime');
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Captions' }));
    await waitFor(() => expect(optionNames()).toEqual(['lab-notes.vtt']));
    expect(lastList(server).mimeFilter).toBe('text/vtt');
    fireEvent.click(within(sidebar).getByRole('button', { name: 'All Media' }));
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    expect(lastList(server).mimeFilter).toBeUndefined();
  });

  it('sends the order of each sort choice', async () => {
    const server = library();
    renderManager(server);
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(Array.from(sort.options, (o) => o.textContent)).toEqual(['Newest', 'Oldest', 'A-Z', 'Z-A', 'Type', 'File Size']);
    expect(sort.value).toBe('Newest');
    const expected: Record<string, [string, string]> = {
      Oldest: ['dateCreated', 'asc'],
      'A-Z': ['fileName', 'asc'],
      'Z-A': ['fileName', 'desc'],
      Type: ['mimeType', 'asc'],
      'File Size': ['fileSize', 'asc'],
    };
    for (const [label, [orderBy, order]] of Object.entries(expected)) {
      fireEvent.change(sort, { target: { value: label } });
      await waitFor(() => expect(lastList(server)).toMatchObject({ orderBy, order }));
    }
    await waitFor(() => expect(optionNames()).toEqual(['lab-notes.vtt', 'cell.png', 'heartbeat.mp3', 'lab-tour.mp4']));
  });

  it('searches file names once typing pauses', async () => {
    const server = library();
    renderManager(server);
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search media' }), { target: { value: 'lab' } });
    await waitFor(() => expect(optionNames()).toEqual(['lab-tour.mp4', 'lab-notes.vtt']));
    expect(lastList(server).searchText).toBe('lab');
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
  });

  it('loads the next page of 60 when the list is scrolled within 100 px of its end', async () => {
    const server = createFakeMediaServer(manyImages(130));
    renderManager(server);
    await screen.findByText('Showing 60 of 130');
    const list = screen.getByRole('listbox', { name: 'Media files' });
    const scrollTo = (scrollTop: number) => {
      Object.defineProperties(list, {
        scrollHeight: { value: 3000, configurable: true },
        clientHeight: { value: 600, configurable: true },
        scrollTop: { value: scrollTop, configurable: true },
      });
      fireEvent.scroll(list);
    };
    scrollTo(2000);
    expect(server.callsOf('list')).toHaveLength(1);
    scrollTo(2300);
    await screen.findByText('Showing 120 of 130');
    expect(lastList(server)).toMatchObject({ offset: '60', limit: '60' });
    expect(optionNames()[60]).toBe('photo-061.png');
    scrollTo(2400);
    await screen.findByText('Showing 130 of 130');
    scrollTo(2400);
    expect(server.callsOf('list')).toHaveLength(3);
  });

  it('shows the spec message with the details when the library cannot be read', async () => {
    const server = library();
    server.failLists = { status: 500, message: 'database unavailable' };
    renderManager(server);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Something went wrong accessing the media manager, please try again. If the problem persists, contact support with the following details:database unavailable',
    );
  });

  it('chooses items with the keyboard: arrows move, Space adds to the selection, Enter chooses one', async () => {
    renderManager(library());
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    const options = mediaOptions();
    expect(options.map((o) => o.tabIndex)).toEqual([0, -1, -1, -1]);
    options[0].focus();
    fireEvent.keyDown(options[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(options[1]);
    fireEvent.keyDown(options[1], { key: ' ' });
    fireEvent.keyDown(options[1], { key: 'End' });
    fireEvent.keyDown(options[3], { key: ' ' });
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false', 'true']);
    expect(screen.getByText('2 files selected')).toBeTruthy();
    fireEvent.keyDown(options[3], { key: 'Home' });
    fireEvent.keyDown(options[0], { key: 'Enter' });
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
  });

  it("shows the selected file's link, preview, date and size", async () => {
    renderManager(library());
    fireEvent.click(await screen.findByRole('option', { name: 'heartbeat.mp3' }));
    const panel = screen.getByRole('complementary', { name: 'Selected file' });
    const link = within(panel).getByRole('link', { name: 'heartbeat.mp3' });
    expect(link.getAttribute('href')).toMatch(/^\/media\/chem\/.+\.mp3$/);
    expect(panel.querySelector('audio')?.getAttribute('src')).toBe(link.getAttribute('href'));
    expect(panel.textContent).toContain('4.8 MB');
    expect(panel.textContent).toContain('Uploaded');
  });

  it('remembers the layout in this browser', async () => {
    const server = library();
    renderManager(server);
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('cell.png').className).toBe('media-item-name');
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(localStorage.getItem(MEDIA_LAYOUT_STORAGE_KEY)).toBe('1');
    expect(screen.getByRole('option', { name: 'cell.png' }).textContent).toContain('image/png');
    cleanup();
    renderManager(server);
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Media files' }).className).toContain('media-items-list');
  });

  it('shortens long names in the grid, keeping their end', async () => {
    const server = createFakeMediaServer([mediaItem('photosynthesis-light-reactions-diagram-final.png', 'image/png')]);
    renderManager(server);
    const option = await screen.findByRole('option', { name: 'photosynthesis-light-reactions-diagram-final.png' });
    expect(option.textContent).toBe('photosynthesis-...am-final.png');
  });
});
