// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DialogButtons } from './dialog-buttons.js';

afterEach(cleanup);

function renderForm(submitDisabled: boolean) {
  const onCancel = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <input type="text" aria-label="Address" />
      <DialogButtons onCancel={onCancel} submitLabel="OK" submitDisabled={submitDisabled} />
    </form>,
  );
  return { onCancel, onSubmit };
}

describe('DialogButtons', () => {
  it('cancels with Cancel and submits the form with its submit button', () => {
    const { onCancel, onSubmit } = renderForm(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('keeps the submit button disabled while the form cannot be taken', () => {
    renderForm(true);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', false);
  });

  it('stands in the place the host styles for dialog buttons, Cancel first', () => {
    renderForm(false);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'OK']);
    expect(buttons[0].parentElement?.className).toBe('editor-dialog-buttons');
  });
});
