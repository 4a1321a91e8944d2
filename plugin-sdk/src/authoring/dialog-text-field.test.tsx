// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DialogTextField, type DialogTextFieldProps } from './dialog-text-field.js';

afterEach(cleanup);

function renderField(props: Partial<DialogTextFieldProps> = {}) {
  const onChange = vi.fn();
  render(<DialogTextField label="Width" value="640" onChange={onChange} {...props} />);
  return { onChange, input: screen.getByRole('textbox', { name: 'Width' }) as HTMLInputElement };
}

// What a screen reader reads after the field's name.
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('DialogTextField', () => {
  it('is a text field named by its label, showing its value and placeholder', () => {
    const { input } = renderField({ placeholder: 'Leave blank for default' });
    expect(input.value).toBe('640');
    expect(input.placeholder).toBe('Leave blank for default');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('hands on the text typed', () => {
    const { input, onChange } = renderField();
    fireEvent.change(input, { target: { value: '480' } });
    expect(onChange).toHaveBeenCalledWith('480');
  });

  it('reads its hint and its error with it, and is marked invalid while it has an error', () => {
    const { input } = renderField({ hint: 'In pixels.', error: 'Enter a whole number of pixels.' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('In pixels. Enter a whole number of pixels.');
    expect(screen.getByText('Enter a whole number of pixels.').className).toBe('editor-dialog-error');
  });

  it('takes the focus as it appears when asked to', () => {
    const { input } = renderField({ autoFocus: true });
    expect(document.activeElement).toBe(input);
  });
});
