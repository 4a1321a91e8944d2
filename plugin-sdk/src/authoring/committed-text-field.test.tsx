// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CommittedTextField, type CommittedTextFieldProps } from './committed-text-field.js';

afterEach(cleanup);

/** The field over a stored value that its commits change, as an element's form holds it. */
function StoredField({ initial, onCommit, ...props }: Partial<CommittedTextFieldProps> & { readonly initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CommittedTextField
        label="Term"
        maxLength={10}
        {...props}
        value={value}
        onCommit={(text) => {
          onCommit?.(text);
          setValue(text);
        }}
      />
      <button type="button" onClick={() => setValue('undone')}>
        Undo
      </button>
    </>
  );
}

function renderField(props: Partial<CommittedTextFieldProps> & { readonly initial?: string } = {}) {
  const onCommit = vi.fn();
  render(<StoredField initial="casa" onCommit={onCommit} {...props} />);
  return { onCommit, input: () => screen.getByRole('textbox') as HTMLInputElement };
}

describe('CommittedTextField', () => {
  it('is named by its label, or by the name given for its context, and shows the stored text', () => {
    renderField({ placeholder: 'perro' });
    const input = screen.getByRole('textbox', { name: 'Term' }) as HTMLInputElement;
    expect(input.value).toBe('casa');
    expect(input.placeholder).toBe('perro');
    cleanup();
    renderField({ label: 'Name', accessibleName: 'Speaker 2 name' });
    expect(screen.getByRole('textbox', { name: 'Speaker 2 name' })).toBeTruthy();
    expect(screen.getByText('Name').tagName).toBe('LABEL');
  });

  it('stores the text, trimmed, when the field loses the focus, and only when it changed', async () => {
    const { onCommit, input } = renderField();
    fireEvent.change(input(), { target: { value: ' hogar ' } });
    expect(onCommit).not.toHaveBeenCalled();
    await act(async () => fireEvent.blur(input()));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('hogar');
    expect(input().value).toBe('hogar');
    fireEvent.change(input(), { target: { value: 'hogar ' } });
    await act(async () => fireEvent.blur(input()));
    expect(onCommit).toHaveBeenCalledOnce();
  });

  it('stores on Enter and puts back the stored text on Escape', async () => {
    const { onCommit, input } = renderField();
    fireEvent.change(input(), { target: { value: 'hogar' } });
    await act(async () => fireEvent.keyDown(input(), { key: 'Enter' }));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('hogar');
    fireEvent.change(input(), { target: { value: 'oops' } });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().value).toBe('hogar');
    await act(async () => fireEvent.blur(input()));
    expect(onCommit).toHaveBeenCalledOnce();
  });

  it('cuts the typing at its bound', async () => {
    const { onCommit, input } = renderField({ maxLength: 5 });
    expect(input().maxLength).toBe(5);
    fireEvent.change(input(), { target: { value: 'householder' } });
    expect(input().value).toBe('house');
    await act(async () => fireEvent.blur(input()));
    expect(onCommit).toHaveBeenCalledWith('house');
  });

  it('shows the stored text again when it changes from elsewhere (an undo)', async () => {
    const { input } = renderField();
    fireEvent.change(input(), { target: { value: 'half typed' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    expect(input().value).toBe('undone');
  });

  it('reads its hint with it, takes the focus when asked, and carries its focus key', () => {
    const { input } = renderField({ hint: 'This entry is formatted.', autoFocus: true, focusKey: 'speaker:s1:name' });
    const described = input().getAttribute('aria-describedby');
    expect(described && document.getElementById(described)?.textContent).toBe('This entry is formatted.');
    expect(document.activeElement).toBe(input());
    expect(input().dataset.focusKey).toBe('speaker:s1:name');
    cleanup();
    renderField();
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toBeNull();
  });
});
