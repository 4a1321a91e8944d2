// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Descendant } from '@quire/core';
import { createEditorTestPlugins, createTestServices } from '../block-editor/testing/editor-test-plugins.js';
import { createRichTextField } from './rich-text-field.js';

afterEach(cleanup);

const RichTextField = createRichTextField(createEditorTestPlugins(), createTestServices());
const paragraph = (text: string): Descendant[] => [{ type: 'p', id: 'p', children: [{ text }] }] as Descendant[];

function renderField(text: string) {
  render(<RichTextField label="Choice C" placeholder="Choice C" value={paragraph(text)} onChange={vi.fn()} />);
  return screen.getByRole('textbox', { name: 'Choice C' });
}

describe("an activity's rich-text field", () => {
  it('shows its placeholder, readable, while it holds no text', async () => {
    const field = renderField('');
    await waitFor(() => expect(field.querySelector('[data-slate-placeholder]')).not.toBeNull());
    const placeholder = field.querySelector('[data-slate-placeholder]') as HTMLElement;
    expect(placeholder.textContent).toBe('Choice C');
    expect(placeholder.className).toBe('block-editor-placeholder');
    expect(placeholder.style.opacity).toBe('1');
  });

  it('shows no placeholder once it holds text', () => {
    const field = renderField('Newton');
    expect(field.querySelector('[data-slate-placeholder]')).toBeNull();
    expect(field.textContent).toBe('Newton');
  });

  it('opens a new empty field, and a default text of an activity model, in the default text block', async () => {
    render(<RichTextField label="Stem" placeholder="Question" value={[]} onChange={vi.fn()} />);
    const stem = screen.getByRole('textbox', { name: 'Stem' });
    await waitFor(() => expect(stem.querySelector('[data-slate-placeholder]')).not.toBeNull());
    expect(stem.querySelectorAll('p')).toHaveLength(1);
    render(<RichTextField label="Feedback" value={[{ text: 'Correct' }]} onChange={vi.fn()} />);
    const feedback = screen.getByRole('textbox', { name: 'Feedback' });
    expect(feedback.querySelector('p')?.textContent).toBe('Correct');
  });
});
