// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState, type ReactNode } from 'react';
import { ModalDialog, type ModalDialogProps } from './modal-dialog.js';

afterEach(cleanup);

function Fields({ autoFocusLast = false }: { readonly autoFocusLast?: boolean }) {
  return (
    <form>
      <label>
        Name
        <input type="text" />
      </label>
      <label>
        Note
        <input type="text" autoFocus={autoFocusLast} />
      </label>
      <button type="button">Cancel</button>
      <button type="submit">Save</button>
    </form>
  );
}

/** The dialog opened from a button, inside an owner that listens to what bubbles out of it. */
function openFromButton(props: Partial<ModalDialogProps> = {}, children: ReactNode = <Fields />) {
  const onClose = vi.fn();
  const ownerKeys = vi.fn();
  const ownerPresses = vi.fn();
  const ownerTyping = vi.fn();
  function Owner() {
    const [open, setOpen] = useState(false);
    return (
      <div data-testid="owner" onKeyDown={ownerKeys} onMouseDown={ownerPresses} onClick={ownerPresses} onInput={ownerTyping}>
        <button type="button" onClick={() => setOpen(true)}>
          Settings
        </button>
        {open ? (
          <ModalDialog
            title="Settings"
            onClose={() => {
              onClose();
              setOpen(false);
            }}
            {...props}
          >
            {children}
          </ModalDialog>
        ) : null}
      </div>
    );
  }
  render(<Owner />);
  const opener = screen.getByRole('button', { name: 'Settings' });
  opener.focus();
  fireEvent.click(opener);
  ownerPresses.mockClear();
  return { onClose, ownerKeys, ownerPresses, ownerTyping, opener, dialog: screen.getByRole('dialog', { name: 'Settings' }) };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });

describe('ModalDialog', () => {
  it("is a labelled modal dialog on the page body, with the editor dialogs' classes", () => {
    const { dialog } = openFromButton();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toBe('editor-dialog');
    expect(dialog.parentElement?.className).toBe('editor-dialog-backdrop');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.getByTestId('owner').contains(dialog)).toBe(false);
    expect(screen.getByRole('heading', { name: 'Settings' }).className).toBe('editor-dialog-title');
  });

  it('takes the class and size it is given for the dialog, its backdrop and its title', () => {
    const { dialog } = openFromButton({ className: 'modal', extraClassName: 'modal-sm' });
    expect(dialog.className).toBe('modal modal-sm');
    expect(dialog.parentElement?.className).toBe('modal-backdrop');
    expect(screen.getByRole('heading', { name: 'Settings' }).className).toBe('modal-title');
  });

  it('moves the focus to its first control, or leaves it on a field with autoFocus', () => {
    openFromButton();
    expect(document.activeElement).toBe(field('Name'));
    cleanup();
    openFromButton({}, <Fields autoFocusLast />);
    expect(document.activeElement).toBe(field('Note'));
  });

  it('gives the focus to the control it is asked to', () => {
    function WithInitialFocus() {
      const save = useRef<HTMLButtonElement>(null);
      return (
        <ModalDialog title="Chosen" onClose={() => {}} initialFocus={save}>
          <input type="text" aria-label="First" />
          <button ref={save} type="button">
            Save
          </button>
        </ModalDialog>
      );
    }
    render(<WithInitialFocus />);
    expect(document.activeElement).toBe(button('Save'));
  });

  it('keeps Tab and Shift+Tab inside', () => {
    openFromButton();
    button('Save').focus();
    fireEvent.keyDown(button('Save'), { key: 'Tab' });
    expect(document.activeElement).toBe(field('Name'));
    fireEvent.keyDown(field('Name'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(button('Save'));
  });

  it('closes on Escape and on a press on the backdrop, not on a press inside', () => {
    const { onClose, ownerKeys } = openFromButton();
    fireEvent.mouseDown(field('Name'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(field('Name'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(ownerKeys).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const again = openFromButton();
    fireEvent.mouseDown(again.dialog.parentElement!);
    expect(again.onClose).toHaveBeenCalledOnce();
  });

  it('keeps what is typed and pressed in it from the editor around its owner', () => {
    const { ownerKeys, ownerPresses, ownerTyping } = openFromButton();
    fireEvent.keyDown(field('Name'), { key: 'a' });
    fireEvent.input(field('Name'), { target: { value: 'a' } });
    fireEvent.mouseDown(field('Name'));
    fireEvent.click(button('Cancel'));
    expect(ownerKeys).not.toHaveBeenCalled();
    expect(ownerTyping).not.toHaveBeenCalled();
    expect(ownerPresses).not.toHaveBeenCalled();
  });

  it('gives the focus back to the opener as it closes, when asked to', () => {
    const asked = openFromButton({ restoreFocus: true });
    fireEvent.keyDown(field('Name'), { key: 'Escape' });
    expect(document.activeElement).toBe(asked.opener);
    cleanup();

    const notAsked = openFromButton();
    fireEvent.keyDown(field('Name'), { key: 'Escape' });
    expect(document.activeElement).not.toBe(notAsked.opener);
  });

  it('is drawn in place for a host that asks, letting all but Escape through to its owner', () => {
    const { dialog, ownerKeys, ownerPresses } = openFromButton({ inPlace: true });
    expect(screen.getByTestId('owner').contains(dialog)).toBe(true);
    fireEvent.keyDown(field('Name'), { key: 'a' });
    fireEvent.mouseDown(field('Name'));
    expect(ownerKeys).toHaveBeenCalledOnce();
    expect(ownerPresses).toHaveBeenCalledOnce();
    fireEvent.keyDown(field('Name'), { key: 'Escape' });
    expect(ownerKeys).toHaveBeenCalledOnce();
  });
});
