// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PreviewEditToggle, usePreviewEdit } from './preview-edit-toggle.js';

afterEach(cleanup);

/** An element view's shape: the toggle above a preview or an edit form, as the hook says. */
function Block({ startEditing }: { readonly startEditing: boolean }) {
  const [editing, setEditing] = usePreviewEdit(startEditing);
  return (
    <div>
      <PreviewEditToggle editing={editing} onChange={setEditing} label="Definition" />
      {editing ? <input type="text" aria-label="Term" /> : <p>hola</p>}
    </div>
  );
}

function toggleButtons() {
  const group = screen.getByRole('group', { name: 'Definition: Preview or Edit' });
  return { group, preview: within(group).getByRole('button', { name: 'Preview' }), edit: within(group).getByRole('button', { name: 'Edit' }) };
}

describe('PreviewEditToggle', () => {
  it('names its group after what it switches and presses the current button only', () => {
    render(<PreviewEditToggle editing={false} onChange={() => {}} label="Definition" />);
    const { preview, edit } = toggleButtons();
    expect(preview.getAttribute('aria-pressed')).toBe('true');
    expect(edit.getAttribute('aria-pressed')).toBe('false');
    cleanup();
    render(<PreviewEditToggle editing onChange={() => {}} label="Conjugation" />);
    const group = screen.getByRole('group', { name: 'Conjugation: Preview or Edit' });
    expect(within(group).getByRole('button', { name: 'Edit' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'Preview' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reports the chosen mode', () => {
    const onChange = vi.fn();
    render(<PreviewEditToggle editing={false} onChange={onChange} label="Definition" />);
    fireEvent.click(toggleButtons().edit);
    expect(onChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(toggleButtons().preview);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('is made of real buttons outside the editable text, so the keyboard reaches and presses them', () => {
    render(<PreviewEditToggle editing={false} onChange={() => {}} label="Definition" />);
    const { group, preview, edit } = toggleButtons();
    expect(group.getAttribute('contenteditable')).toBe('false');
    for (const button of [preview, edit]) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
      expect(button.hasAttribute('disabled')).toBe(false);
      expect(button.tabIndex).toBe(0);
      button.focus();
      expect(document.activeElement).toBe(button);
    }
  });
});

describe('usePreviewEdit', () => {
  it('starts in preview when asked, and switches to the edit form and back', () => {
    render(<Block startEditing={false} />);
    expect(screen.getByText('hola')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Term' })).toBeNull();
    fireEvent.click(toggleButtons().edit);
    expect(screen.getByRole('textbox', { name: 'Term' })).toBeTruthy();
    expect(toggleButtons().edit.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggleButtons().preview);
    expect(screen.getByText('hola')).toBeTruthy();
    expect(toggleButtons().preview.getAttribute('aria-pressed')).toBe('true');
  });

  it('starts in edit when asked', () => {
    render(<Block startEditing />);
    expect(screen.getByRole('textbox', { name: 'Term' })).toBeTruthy();
    expect(toggleButtons().edit.getAttribute('aria-pressed')).toBe('true');
  });
});
