// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Descendant, Editor, Range } from 'slate';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { createTestEditor, testEditorServices } from '@quire/plugin-sdk/testing';
import { linkCommand } from './link-command.js';
import { LINK_TEST_PLUGINS, PAGES, link, paragraph } from './testing/link-test-plugins.js';

afterEach(cleanup);

interface Opened {
  editor: Editor;
  close: ReturnType<typeof vi.fn>;
}

function openDialog(
  value: Descendant[],
  selection: Range,
  loadPages: EditorServices['loadPages'] = async () => PAGES,
  pickMedia: EditorServices['pickMedia'] = async () => undefined,
): Opened {
  const editor = createTestEditor(LINK_TEST_PLUGINS, value, { loadPages, pickMedia });
  const close = vi.fn();
  // As the editor's dialog host does: the command's dialog function, called with the props.
  render(<>{linkCommand.dialog!({ editor, services: testEditorServices(editor), selection, close })}</>);
  return { editor, close };
}

const words = (): Descendant[] => [paragraph('p', { text: 'Read this page.' })];
const thisPage: Range = { anchor: { path: [0, 0], offset: 5 }, focus: { path: [0, 0], offset: 14 } };
const cursorAtEnd: Range = { anchor: { path: [0, 0], offset: 15 }, focus: { path: [0, 0], offset: 15 } };

describe('the Link dialog', () => {
  it('offers the three kinds of link, the page one first', async () => {
    openDialog(words(), thisPage);
    expect(screen.getByRole('radio', { name: 'Link to Page in the Course' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Link to External Web Page' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Link to media library item' })).toHaveProperty('disabled', false);
    await screen.findByRole('combobox', { name: 'Page' });
  });

  it('links to a media library item chosen in the picker (any type, no URL tab), named after the file at a cursor', async () => {
    const pickMedia = vi.fn<EditorServices['pickMedia']>(async () => ({ url: '/media/test-project/abc.pdf', fileName: 'Syllabus.pdf', mimeType: 'application/pdf', source: 'media_library' }));
    const { editor, close } = openDialog(words(), cursorAtEnd, undefined, pickMedia);
    fireEvent.click(screen.getByRole('radio', { name: 'Link to media library item' }));
    expect(screen.getByText('No file chosen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Choose a file' }));
    expect(pickMedia).toHaveBeenCalledWith({ title: 'Select Media', mediaTypes: 'all', allowUrl: false, currentUrl: undefined });
    await screen.findByText('File: Syllabus.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(editor.children).toEqual([
      paragraph('p', { text: 'Read this page.' }, link('new1', '/media/test-project/abc.pdf', 'Syllabus.pdf', 'media_library'), { text: '' }),
    ]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('keeps OK disabled when the picker is cancelled', async () => {
    const pickMedia = vi.fn<EditorServices['pickMedia']>(async () => undefined);
    openDialog(words(), thisPage, undefined, pickMedia);
    fireEvent.click(screen.getByRole('radio', { name: 'Link to media library item' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose a file' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveProperty('disabled', false));
    expect(screen.getByText('No file chosen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveProperty('disabled', true);
  });

  it('in a media link, starts from its file and offers it to the picker as the current choice', async () => {
    const value = [paragraph('p', { text: 'a ' }, link('l', '/media/test-project/old.pdf', 'b', 'media_library'), { text: ' c' })];
    const pickMedia = vi.fn<EditorServices['pickMedia']>(async () => ({ url: '/media/test-project/new.pdf', fileName: 'New.pdf', source: 'media_library' }));
    const { editor } = openDialog(value, { anchor: { path: [0, 1, 0], offset: 0 }, focus: { path: [0, 1, 0], offset: 1 } }, undefined, pickMedia);
    expect(screen.getByRole('radio', { name: 'Link to media library item' })).toHaveProperty('checked', true);
    expect(screen.getByText('File: /media/test-project/old.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(pickMedia).toHaveBeenCalledWith(expect.objectContaining({ currentUrl: '/media/test-project/old.pdf' }));
    await screen.findByText('File: New.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(editor.children).toEqual([paragraph('p', { text: 'a ' }, link('l', '/media/test-project/new.pdf', 'b', 'media_library'), { text: ' c' })]);
  });

  it('lists the pages of the course with the first one chosen, and links to it as /course/link/{slug}', async () => {
    const { editor, close } = openDialog(words(), thisPage);
    const pages = await screen.findByRole('combobox', { name: 'Page' });
    expect(Array.from((pages as HTMLSelectElement).options, (o) => o.textContent)).toEqual(['Welcome', 'Cells', 'Energy']);
    expect((pages as HTMLSelectElement).value).toBe('welcome');
    fireEvent.change(pages, { target: { value: 'energy' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(editor.children).toEqual([paragraph('p', { text: 'Read ' }, link('new1', '/course/link/energy', 'this page', 'page'), { text: '.' })]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('says so when the pages cannot be loaded', async () => {
    openDialog(words(), thisPage, () => Promise.reject(new Error('offline')));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to initialize. Close this window and try again.');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveProperty('disabled', true);
  });

  it('takes a web address, puts http:// in front, and commits on Enter', async () => {
    const { editor, close } = openDialog(words(), thisPage);
    fireEvent.click(screen.getByRole('radio', { name: 'Link to External Web Page' }));
    const address = screen.getByRole('textbox', { name: 'Web address' });
    expect(address.getAttribute('placeholder')).toBe('www.google.com');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveProperty('disabled', true);
    fireEvent.change(address, { target: { value: 'www.example.org' } });
    fireEvent.submit(address.closest('form')!);
    expect(editor.children).toEqual([paragraph('p', { text: 'Read ' }, link('new1', 'http://www.example.org', 'this page'), { text: '.' })]);
    expect(close).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('at a cursor inserts the address as the link text', async () => {
    const { editor } = openDialog(words(), cursorAtEnd);
    fireEvent.click(screen.getByRole('radio', { name: 'Link to External Web Page' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Web address' }), { target: { value: 'https://example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(editor.children).toEqual([paragraph('p', { text: 'Read this page.' }, link('new1', 'https://example.org', 'https://example.org'), { text: '' })]);
    await screen.findByRole('radio', { name: 'Link to Page in the Course' });
  });

  it('refuses an unsafe address', async () => {
    openDialog(words(), thisPage);
    fireEvent.click(screen.getByRole('radio', { name: 'Link to External Web Page' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Web address' }), { target: { value: 'javascript:alert(1)' } });
    expect(screen.getByRole('alert').textContent).toBe('This address is not allowed.');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveProperty('disabled', true);
    await screen.findByRole('radio', { name: 'Link to Page in the Course' });
  });

  it('clears the address when the kind of link changes', async () => {
    openDialog(words(), thisPage);
    await screen.findByRole('combobox', { name: 'Page' });
    fireEvent.click(screen.getByRole('radio', { name: 'Link to External Web Page' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Web address' }), { target: { value: 'example.org' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Link to Page in the Course' }));
    expect((screen.getByRole('combobox', { name: 'Page' }) as HTMLSelectElement).value).toBe('welcome');
    fireEvent.click(screen.getByRole('radio', { name: 'Link to External Web Page' }));
    expect((screen.getByRole('textbox', { name: 'Web address' }) as HTMLInputElement).value).toBe('');
  });

  it('in a link, shows its address, edits it and offers to remove it', async () => {
    const value = [paragraph('p', { text: 'a ' }, link('l', 'http://old.example', 'b'), { text: ' c' })];
    const inLink: Range = { anchor: { path: [0, 1, 0], offset: 1 }, focus: { path: [0, 1, 0], offset: 1 } };
    const { editor } = openDialog(value, inLink);
    expect(screen.getByRole('radio', { name: 'Link to External Web Page' })).toHaveProperty('checked', true);
    const address = screen.getByRole('textbox', { name: 'Web address' });
    expect((address as HTMLInputElement).value).toBe('http://old.example');
    fireEvent.change(address, { target: { value: 'new.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(editor.children).toEqual([paragraph('p', { text: 'a ' }, link('l', 'http://new.example', 'b'), { text: ' c' })]);
    await screen.findByRole('radio', { name: 'Link to Page in the Course' });
  });

  it("'Remove link' keeps the text", async () => {
    const value = [paragraph('p', { text: 'a ' }, link('l', '/course/link/cells', 'b', 'page'), { text: ' c' })];
    const { editor, close } = openDialog(value, { anchor: { path: [0, 1, 0], offset: 0 }, focus: { path: [0, 1, 0], offset: 1 } });
    expect(((await screen.findByRole('combobox', { name: 'Page' })) as HTMLSelectElement).value).toBe('cells');
    fireEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(editor.children).toEqual([paragraph('p', { text: 'a b c' })]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('offers no removal outside a link, and Cancel changes nothing', async () => {
    const { editor, close } = openDialog(words(), thisPage);
    expect(screen.queryByRole('button', { name: 'Remove link' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(close).toHaveBeenCalledOnce();
    expect(editor.children).toEqual(words());
    await screen.findByRole('combobox', { name: 'Page' });
  });
});
