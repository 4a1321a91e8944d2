// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { EntryFormDialog } from './entry-form-dialog.js';
import { ADAMS } from './testing/bib-test-rows.js';

afterEach(cleanup);

function openForm() {
  const onSave = vi.fn(async () => undefined);
  render(<EntryFormDialog title="Edit entry" initialData={ADAMS.content.data} onSave={onSave} onCancel={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit entry' });
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
  // As a browser sends typing: one change per key, each with the whole text so far.
  const type = (label: string, text: string) => {
    for (let end = 1; end <= text.length; end++) fireEvent.change(field(label), { target: { value: field(label).value + text.slice(end - 1, end) } });
  };
  return { dialog, field, type, onSave };
}

describe('the entry form', () => {
  it('takes an author typed key by key, the comma and the new line included', () => {
    const { field, type, dialog, onSave } = openForm();
    type('Authors', '\nBrown, Bea');
    expect(field('Authors').value).toBe('Adams, A.\nBrown, Bea');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([expect.objectContaining({ author: [{ family: 'Adams', given: 'A.' }, { family: 'Brown', given: 'Bea' }] })]);
  });

  it('keeps the month and day while the year is typed again', () => {
    const { field, type, dialog, onSave } = openForm();
    type('Month', '4');
    type('Day', '12');
    fireEvent.change(field('Year'), { target: { value: '' } });
    expect(field('Month').value).toBe('4');
    type('Year', '2001');
    expect(field('Raw CSL JSON').value.replace(/\s+/g, '')).toContain('"date-parts":[[2001,4,12]]');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([expect.objectContaining({ issued: { 'date-parts': [[2001, 4, 12]] } })]);
  });
});
