// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Element } from '@quire/plugin-sdk';
import type { PageCommandTarget } from '@quire/plugin-sdk/authoring';
import { MAX_COMMAND_MESSAGE_LENGTH } from '../common/command-button-fields.js';
import { CommandButtonDialog, type CommandButtonFields } from './command-button-dialog.js';
import { MESSAGE_TOO_LONG_MESSAGE } from './raw-command-editor.js';

afterEach(cleanup);

// A target kind of another plugin that gives no message editor of its own.
const chart: PageCommandTarget = { element: { type: 'chart', id: 'c1', children: [{ text: '' }] } as Element, label: 'Chart: rainfall' };

function renderDialog(props: { target?: string; message?: string } = {}) {
  const onSave = vi.fn<(fields: CommandButtonFields) => void>();
  render(<CommandButtonDialog style="button" target={props.target} message={props.message ?? ''} targets={[chart]} onSave={onSave} onCancel={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit Command Button' });
  return { dialog, onSave, save: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })) };
}

describe("the 'Edit Command Button' dialog with a target that has no message editor", () => {
  it('edits the message in the Raw Command Editor, and saves it as typed', () => {
    const { dialog, onSave, save } = renderDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chart: rainfall' }));
    const raw = within(dialog).getByRole('group', { name: 'Raw Command Editor' });
    fireEvent.change(within(raw).getByRole('textbox', { name: 'Message' }), { target: { value: 'highlight=2024' } });
    save();
    expect(onSave).toHaveBeenCalledWith({ style: 'button', target: 'c1', message: 'highlight=2024' });
  });

  it('removes the message when the author empties it', () => {
    const { dialog, onSave, save } = renderDialog({ target: 'c1', message: 'highlight=2024' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: '' } });
    save();
    expect(onSave).toHaveBeenCalledWith({ style: 'button', target: 'c1', message: undefined });
  });

  it('keeps a message past the limit in the field, says why, and does not save it', () => {
    const { dialog, onSave, save } = renderDialog({ target: 'c1', message: 'highlight=2024' });
    const field = within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    const tooLong = 'x'.repeat(MAX_COMMAND_MESSAGE_LENGTH + 1);
    fireEvent.change(field, { target: { value: tooLong } });
    expect(field.value).toBe(tooLong);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(MESSAGE_TOO_LONG_MESSAGE);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    save();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'highlight=2025' } });
    save();
    expect(onSave).toHaveBeenCalledWith({ style: 'button', target: 'c1', message: 'highlight=2025' });
  });
});
