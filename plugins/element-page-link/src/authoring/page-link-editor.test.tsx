// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Transforms } from 'slate';
import { MISSING_PAGE_TEXT, NO_PAGE_SELECTED_TEXT } from './page-link-editor.js';
import { PAGE_OPTIONS_LOAD_FAILURE } from './select-page-dialog.js';
import { pageLink, renderPageLinkEditor, PROJECT_PAGES } from './testing/page-link-test-plugins.js';

afterEach(cleanup);

const selectPageButton = () => screen.getByRole('button', { name: 'Select a Page' });

describe('a page link in the editor', () => {
  it('links to the page the author selects in "Select a Page", keeping its title', async () => {
    const { stored } = renderPageLinkEditor(pageLink({ purpose: 'none' }));
    expect(screen.getByText(NO_PAGE_SELECTED_TEXT)).toBeTruthy();
    fireEvent.click(selectPageButton());
    const dialog = await screen.findByRole('dialog', { name: 'Select a Page' });
    const pages = within(dialog).getByRole('combobox', { name: 'Page' }) as HTMLSelectElement;
    expect(Array.from(pages.options, (option) => option.text)).toEqual(['Cells', 'Tissues']);
    fireEvent.change(pages, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(stored()).toMatchObject({ idref: 12, title: 'Tissues', purpose: 'none' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const title = await screen.findByRole('link', { name: 'Tissues' });
    expect(title.getAttribute('href')).toBe('/authoring/project/test-project/resource/tissues');
    expect(title.getAttribute('target')).toBe('_blank');
  });

  it('opens "Select a Page" on the page already linked, and changes nothing on Cancel', async () => {
    const { stored } = renderPageLinkEditor(pageLink({ idref: 12, title: 'Tissues' }));
    await screen.findByRole('link', { name: 'Tissues' });
    fireEvent.click(selectPageButton());
    const dialog = await screen.findByRole('dialog', { name: 'Select a Page' });
    expect((within(dialog).getByRole('combobox', { name: 'Page' }) as HTMLSelectElement).value).toBe('12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stored()).toMatchObject({ idref: 12, title: 'Tissues' });
  });

  it('asks for the page as soon as the link is inserted, and takes the link out when the author cancels', async () => {
    const { editor, stored } = renderPageLinkEditor(pageLink({ purpose: 'none' }), { caretOnLink: true });
    const dialog = await screen.findByRole('dialog', { name: 'Select a Page' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(stored()).toBeUndefined();
    expect(editor.children).toHaveLength(2);
  });

  it('keeps a link the author inserted once a page is chosen', async () => {
    const { stored } = renderPageLinkEditor(pageLink({ purpose: 'none' }), { caretOnLink: true });
    const dialog = await screen.findByRole('dialog', { name: 'Select a Page' });
    await within(dialog).findByRole('combobox', { name: 'Page' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(stored()).toMatchObject({ idref: 11, title: 'Cells' });
  });

  it('sets the purpose from its dropdown, and keeps a purpose of older content until another is chosen', async () => {
    const { stored } = renderPageLinkEditor(pageLink({ idref: 11, purpose: 'myresponse' }));
    const purpose = screen.getByRole('combobox', { name: 'Purpose' }) as HTMLSelectElement;
    expect(purpose.value).toBe('myresponse');
    expect(Array.from(purpose.options, (option) => option.text)).toContain('Learn more');
    fireEvent.change(purpose, { target: { value: 'learnmore' } });
    expect(stored()?.purpose).toBe('learnmore');
  });

  it('flags a link whose page no longer exists, showing the title it kept', async () => {
    renderPageLinkEditor(pageLink({ idref: 99, title: 'Organs' }));
    expect(await screen.findByText(MISSING_PAGE_TEXT)).toBeTruthy();
    expect(screen.getByText('Organs')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('finds the page of older content that names it by slug', async () => {
    renderPageLinkEditor(pageLink({ idref: 'cells' }));
    expect(await screen.findByRole('link', { name: 'Cells' })).toBeTruthy();
    expect(screen.queryByText(MISSING_PAGE_TEXT)).toBeNull();
  });

  it('says why when the page list cannot load, in the block and in "Select a Page"', async () => {
    const loadPages = vi.fn(async () => {
      throw new Error('Server 500 error: the database is down');
    });
    const { stored } = renderPageLinkEditor(pageLink({ idref: 11, title: 'Cells' }), { services: { loadPages } });
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading pages: Server 500 error: the database is down');
    // Nothing is flagged as missing: the list is unknown, not without the page.
    expect(screen.queryByText(MISSING_PAGE_TEXT)).toBeNull();
    fireEvent.click(selectPageButton());
    const dialog = await screen.findByRole('dialog', { name: 'Select a Page' });
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(PAGE_OPTIONS_LOAD_FAILURE));
    expect((within(dialog).getByRole('button', { name: 'Select' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stored()).toMatchObject({ idref: 11, title: 'Cells' });
  });

  it('asks the server once for all the page links of a page', async () => {
    const loadPages = vi.fn(async () => PROJECT_PAGES);
    renderPageLinkEditor([pageLink({ id: 'first', idref: 11 }), pageLink({ id: 'second', idref: 12 })], { services: { loadPages } });
    await screen.findByRole('link', { name: 'Cells' });
    await screen.findByRole('link', { name: 'Tissues' });
    expect(loadPages).toHaveBeenCalledTimes(1);
  });

  it('keeps the keys pressed on its controls from the editor, and its controls reachable with Tab', async () => {
    const reachedEditor = vi.fn();
    const { editor } = renderPageLinkEditor(pageLink({ idref: 11 }), { onEditorKeyDown: reachedEditor });
    await screen.findByRole('link', { name: 'Cells' });
    const before = JSON.stringify(editor.children);
    const controls = [selectPageButton(), screen.getByRole('combobox', { name: 'Purpose' })];
    for (const control of controls) {
      expect(control.tabIndex).toBe(0);
      expect(control.closest('[contenteditable="false"]')).not.toBeNull();
      fireEvent.keyDown(control, { key: 'Enter' });
      fireEvent.keyDown(control, { key: 'Backspace' });
    }
    expect(reachedEditor).not.toHaveBeenCalled();
    expect(JSON.stringify(editor.children)).toBe(before);
  });
});
