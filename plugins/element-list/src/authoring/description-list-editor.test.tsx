// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dd, dl, dt, renderDescriptionListEditor } from './testing/render-description-list-editor.js';

afterEach(cleanup);

const glossary = () => dl('g', [dt('t1', 'Mass'), dd('d1', 'How much matter'), dt('t2', 'Volume'), dd('d2', 'How much space')], { title: 'Glossary' });
const kinds = (list: { children: unknown[] }) => list.children.map((item) => (item as { type: string }).type);

describe('a description list in the editor', () => {
  it('edits its title in a labelled field, kept when the field loses the focus or on Enter', () => {
    const { stored } = renderDescriptionListEditor(glossary());
    const title = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('Glossary');
    fireEvent.change(title, { target: { value: 'Physics terms' } });
    expect(stored().title).toBe('Glossary');
    fireEvent.blur(title);
    expect(stored().title).toBe('Physics terms');
    fireEvent.change(title, { target: { value: '  Units ' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    expect(stored().title).toBe('Units');
  });

  it('takes the title out when the field is emptied, and puts back what was typed on Escape', () => {
    const { stored } = renderDescriptionListEditor(glossary());
    const title = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Oops' } });
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(title.value).toBe('Glossary');
    fireEvent.blur(title);
    expect(stored().title).toBe('Glossary');
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.blur(title);
    expect(stored()).not.toHaveProperty('title');
  });

  it('adds an empty term or definition at the end with "Add Term" and "Add Definition"', async () => {
    const { stored } = renderDescriptionListEditor(glossary());
    fireEvent.click(screen.getByRole('button', { name: 'Add Term' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Definition' }));
    expect(kinds(stored())).toEqual(['dt', 'dd', 'dt', 'dd', 'dt', 'dd']);
    expect(stored().children.slice(4)).toEqual([
      { type: 'dt', id: 'new1', children: [{ text: '' }] },
      { type: 'dd', id: 'new2', children: [{ text: '' }] },
    ]);
    expect(await screen.findByRole('button', { name: 'Delete empty term' })).toBeTruthy();
  });

  it('deletes one item with its own labelled button', async () => {
    const { stored } = renderDescriptionListEditor(glossary());
    fireEvent.click(screen.getByRole('button', { name: 'Delete definition “How much matter”' }));
    expect(stored().children.map((item) => (item as { id: string }).id)).toEqual(['t1', 't2', 'd2']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete definition “How much matter”' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete term “Volume”' })).toBeTruthy();
  });

  it('keeps the last item: its delete button is disabled', () => {
    const { stored } = renderDescriptionListEditor(dl('g', [dt('t1', 'Mass')]));
    const only = screen.getByRole('button', { name: 'Delete term “Mass”' }) as HTMLButtonElement;
    expect(only.disabled).toBe(true);
    fireEvent.click(only);
    expect(kinds(stored())).toEqual(['dt']);
  });

  it('has every control reachable with Tab, outside the editable text, and keeps their keys from the editor', () => {
    const reachedEditor = vi.fn();
    const { editor } = renderDescriptionListEditor(glossary(), { onEditorKeyDown: reachedEditor });
    const before = JSON.stringify(editor.children);
    const controls = [
      screen.getByRole('textbox', { name: 'Title' }),
      screen.getByRole('button', { name: 'Add Term' }),
      screen.getByRole('button', { name: 'Add Definition' }),
      screen.getByRole('button', { name: 'Delete term “Mass”' }),
    ];
    for (const control of controls) {
      expect(control.tabIndex).toBe(0);
      expect(control.closest('[contenteditable="false"]')).not.toBeNull();
      fireEvent.keyDown(control, { key: 'Backspace' });
      fireEvent.keyDown(control, { key: 'z', ctrlKey: true });
    }
    expect(reachedEditor).not.toHaveBeenCalled();
    expect(JSON.stringify(editor.children)).toBe(before);
  });

  it('writes its terms and definitions in place', () => {
    renderDescriptionListEditor(glossary());
    const term = document.querySelector('dt[data-slate-node="element"]')!;
    expect(term.textContent).toContain('Mass');
    expect(term.closest('[contenteditable="false"]')).toBeNull();
  });
});
