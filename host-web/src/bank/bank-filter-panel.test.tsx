// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Logic } from '@quire/core';
import { BankFilterPanel } from './bank-filter-panel.js';

afterEach(cleanup);

const objectives = [
  { id: 10, title: 'Chemical reactions', parentIds: null },
  { id: 11, title: 'Balance equations', parentIds: [10] },
  { id: 12, title: 'Name compounds', parentIds: null },
];
const tags = [
  { id: 20, title: 'Easy' },
  { id: 21, title: 'Hard' },
];
const types = [
  { id: 7, slug: 'test_question', friendlyName: 'Test question', offered: true },
  { id: 8, slug: 'other', friendlyName: 'Other', offered: false },
];

/** The panel as a screen holds it: the applied logic is what it last gave. */
function renderPanel() {
  const applied: Logic[] = [];
  function Holder() {
    const [logic, setLogic] = useState<Logic>({ conditions: null });
    return (
      <BankFilterPanel
        value={logic}
        onApply={(next) => {
          applied.push(next);
          setLogic(next);
        }}
        tags={tags}
        objectives={objectives}
        types={types}
      />
    );
  }
  render(<Holder />);
  return applied;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const pick = (picker: string, typed: string) => {
  const box = screen.getByRole('combobox', { name: picker });
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.keyDown(box, { key: 'Enter' });
};

describe('the bank filter panel', () => {
  it("enables 'Apply Filters' only after a change, and 'Clear all' only when a filter is set", () => {
    const applied = renderPanel();
    expect(button('Apply Filters').disabled).toBe(true);
    expect(button('Clear all').disabled).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Text' }), { target: { value: 'mole' } });
    expect(button('Apply Filters').disabled).toBe(false);
    expect(button('Clear all').disabled).toBe(false);
    fireEvent.click(button('Apply Filters'));
    expect(applied).toEqual([{ conditions: { fact: 'text', operator: 'contains', value: 'mole' } }]);
    // Nothing changed since: nothing to apply.
    expect(button('Apply Filters').disabled).toBe(true);
    fireEvent.click(button('Clear all'));
    expect(applied.at(-1)).toEqual({ conditions: null });
    expect((screen.getByRole('searchbox', { name: 'Text' }) as HTMLInputElement).value).toBe('');
    expect(button('Clear all').disabled).toBe(true);
  });

  it('sends one filter alone and several in a clause that needs them all', () => {
    const applied = renderPanel();
    pick('Tags', 'hard');
    fireEvent.click(button('Apply Filters'));
    expect(applied.at(-1)).toEqual({ conditions: { fact: 'tags', operator: 'contains', value: [21] } });
    pick('Learning objectives', 'name');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: '7' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Text' }), { target: { value: '  gas ' } });
    fireEvent.click(button('Apply Filters'));
    expect(applied.at(-1)).toEqual({
      conditions: {
        operator: 'all',
        children: [
          { fact: 'tags', operator: 'contains', value: [21] },
          { fact: 'objectives', operator: 'contains', value: [12] },
          { fact: 'type', operator: 'contains', value: [7] },
          { fact: 'text', operator: 'contains', value: 'gas' },
        ],
      },
    });
  });

  it("finds an objective by its own title or its parent's, whatever the case", () => {
    renderPanel();
    const box = screen.getByRole('combobox', { name: 'Learning objectives' });
    fireEvent.change(box, { target: { value: 'REACTIONS' } });
    const listed = () => within(screen.getByRole('listbox', { name: 'Learning objectives' })).queryAllByRole('option').map((o) => o.textContent);
    expect(listed()).toEqual(['Chemical reactions', 'Balance equations']);
    fireEvent.change(box, { target: { value: 'kinetics' } });
    expect(listed()).toEqual([]);
    expect(within(screen.getByRole('listbox', { name: 'Learning objectives' })).getByText('No results')).toBeTruthy();
  });

  it('offers every activity type of the project and any type', () => {
    renderPanel();
    const options = within(screen.getByRole('combobox', { name: 'Type' })).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Any type', 'Test question', 'Other']);
  });
});
