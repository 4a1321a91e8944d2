// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Descendant } from 'slate';
import { BlockEditor } from './block-editor.js';
import { createEditorTestPlugins, createTestServices } from './testing/editor-test-plugins.js';
import { settle } from './testing/select-dom-text.js';

afterEach(cleanup);

function renderEditor(initialValue: Descendant[]) {
  const onChange = vi.fn<(value: Descendant[]) => void>();
  render(
    <BlockEditor
      plugins={createEditorTestPlugins()}
      services={createTestServices()}
      initialValue={initialValue}
      onChange={onChange}
      label="Page content"
    />,
  );
  const toolbar = screen.getByRole('toolbar');
  return { toolbar, onChange, lastValue: () => onChange.mock.calls.at(-1)?.[0] };
}

const heading = { type: 'h1', id: 'h', children: [{ text: 'Title' }] };
const body = { type: 'p', id: 'p', children: [{ text: 'Some ' }, { text: 'bold', strong: true }, { text: ' text' }] };

describe('Markdown mode', () => {
  it('shows the document as Markdown in a labelled text area, and reads it back as one undoable change', async () => {
    const { toolbar, onChange, lastValue } = renderEditor([heading, body]);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Switch to Markdown' }));

    const source = screen.getByRole('textbox', { name: 'Page content (Markdown)' }) as HTMLTextAreaElement;
    expect(source.value).toBe('# Title\n\nSome **bold** text\n');
    expect(screen.queryByRole('textbox', { name: 'Page content' })).toBeNull();
    expect(document.activeElement).toBe(source);
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Switch to rich text', 'Right-to-left text']);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(source, { target: { value: '## Changed\n\n- one\n- *two*\n' } });
    // Typed Markdown is saved as the document it stands for, without switching back first.
    expect(lastValue()?.[0]).toMatchObject({ type: 'h2', children: [{ text: 'Changed' }] });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Switch to rich text' }));
    await settle(20);

    const editable = screen.getByRole('textbox', { name: 'Page content' });
    expect(editable.querySelector('h2')?.textContent).toBe('Changed');
    expect(lastValue()).toEqual([
      { type: 'h2', id: expect.any(String), children: [{ text: 'Changed' }] },
      {
        type: 'ul',
        id: expect.any(String),
        children: [
          { type: 'li', id: expect.any(String), children: [{ type: 'p', id: expect.any(String), children: [{ text: 'one' }] }] },
          { type: 'li', id: expect.any(String), children: [{ type: 'p', id: expect.any(String), children: [{ text: 'two', em: true }] }] },
        ],
      },
      // Core's normaliser ends the document with a paragraph.
      { type: 'p', id: expect.any(String), children: [{ text: '' }] },
    ]);
    expect(document.activeElement).toBe(editable);

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    await settle();
    expect(lastValue()).toEqual([heading, body]);
  });

  it('warns, naming what would be dropped, before switching a document Markdown cannot hold', async () => {
    const { toolbar } = renderEditor([
      { type: 'p', id: 'a', children: [{ text: 'marked', mark: true }] },
      { type: 'ul', id: 'u', style: 'square', children: [{ type: 'li', id: 'i', children: [{ type: 'p', id: 'b', children: [{ text: 'x' }] }] }] },
    ]);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Switch to Markdown' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch to Markdown?' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Highlight (mark)', 'Bulleted list style']);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Page content' })).toBeTruthy();

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Switch to Markdown' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Switch to Markdown' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Switch anyway' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Page content (Markdown)' }) as HTMLTextAreaElement).value).toBe('marked\n\n- x\n');
  });
});
