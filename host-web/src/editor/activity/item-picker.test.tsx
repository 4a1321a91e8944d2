// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ItemPicker, type ItemPickerProps, type PickableItem } from './item-picker.js';

afterEach(cleanup);

const tags: PickableItem[] = [
  { id: 1, title: 'Acids' },
  { id: 2, title: 'Bases' },
  { id: 3, title: 'Buffers' },
  { id: 4, title: 'Titration' },
];

/** The picker as a screen holds it: the selection lives in the parent. */
function renderPicker(props: Partial<ItemPickerProps> & { initial?: number[] } = {}) {
  const changes: number[][] = [];
  function Harness() {
    const [items, setItems] = useState<readonly PickableItem[]>(props.items ?? tags);
    const [selected, setSelected] = useState<number[]>(props.initial ?? []);
    const onCreate = props.onCreate;
    return (
      <ItemPicker
        label="Tags"
        placeholder="Select tags..."
        items={items}
        selectedIds={selected}
        onChange={(ids) => {
          changes.push(ids);
          setSelected(ids);
        }}
        onCreate={
          onCreate &&
          (async (title) => {
            const created = await onCreate(title);
            setItems((current) => [...current, created]);
            return created;
          })
        }
        createLabel={props.createLabel ?? ((title) => `Create new tag: ${title}`)}
        disabled={props.disabled}
      />
    );
  }
  render(<Harness />);
  return { input: screen.getByRole('combobox', { name: 'Tags' }) as HTMLInputElement, changes };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const chipNames = () => screen.queryAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'));

describe('the item picker', () => {
  it('shows its label and placeholder, and opens a list of the items not yet picked', () => {
    const { input } = renderPicker({ initial: [2] });
    expect(screen.getByText('Tags').tagName).toBe('LABEL');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(optionNames()).toEqual(['Acids', 'Buffers', 'Titration']);
  });

  it('filters the items by the typed text, whatever its case, and says when nothing matches', () => {
    const { input } = renderPicker();
    expect(input.placeholder).toBe('Select tags...');
    fireEvent.change(input, { target: { value: 'B' } });
    expect(optionNames()).toEqual(['Bases', 'Buffers']);
    fireEvent.change(input, { target: { value: 'ffe' } });
    expect(optionNames()).toEqual(['Buffers']);
    fireEvent.change(input, { target: { value: 'Kinetics' } });
    expect(optionNames()).toEqual([]);
    expect(within(screen.getByRole('listbox')).getByText('No results')).toBeTruthy();
  });

  it('picks with the arrow keys and Enter, closes on Escape, and Backspace in the empty input removes the last chip', () => {
    const { input, changes } = renderPicker();
    fireEvent.change(input, { target: { value: 'b' } });
    const [bases, buffers] = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(bases.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(buffers.id);
    expect(buffers.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(bases.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(changes.at(-1)).toEqual([3]);
    expect(chipNames()).toEqual(['Remove Buffers']);
    expect(input.value).toBe('');

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chipNames()).toEqual(['Remove Buffers', 'Remove Acids']);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(chipNames()).toEqual(['Remove Buffers']);
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(chipNames()).toEqual(['Remove Buffers']);
  });

  it('picks an option clicked, and a chip’s remove button gives the item back to the list', () => {
    const { input, changes } = renderPicker({ initial: [1] });
    fireEvent.click(input);
    fireEvent.click(screen.getByRole('option', { name: 'Titration' }));
    expect(changes.at(-1)).toEqual([1, 4]);
    expect(chipNames()).toEqual(['Remove Acids', 'Remove Titration']);
    expect(optionNames()).toEqual(['Bases', 'Buffers']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Acids' }));
    expect(changes.at(-1)).toEqual([4]);
    expect(optionNames()).toEqual(['Acids', 'Bases', 'Buffers']);
  });

  it('offers to create an item of the typed title, then picks it', async () => {
    const onCreate = vi.fn(async (title: string) => ({ id: 9, title }));
    const { input, changes } = renderPicker({ onCreate });
    fireEvent.change(input, { target: { value: '  Kinetics ' } });
    expect(optionNames()).toEqual(['Create new tag: Kinetics']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('button', { name: 'Remove Kinetics' })).toBeTruthy();
    expect(onCreate).toHaveBeenCalledWith('Kinetics');
    expect(changes.at(-1)).toEqual([9]);
    expect(input.value).toBe('');
  });

  it('does not offer to create a title that exists, in any case', () => {
    const { input } = renderPicker({ onCreate: async (title) => ({ id: 9, title }), initial: [4] });
    fireEvent.change(input, { target: { value: 'acids' } });
    expect(optionNames()).toEqual(['Acids']);
    fireEvent.change(input, { target: { value: 'Titration' } });
    expect(optionNames()).toEqual([]);
    expect(screen.getByText('No results')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Acid' } });
    expect(optionNames()).toEqual(['Acids', 'Create new tag: Acid']);
  });

  it('shows why a create failed and keeps the typed title and the chips', async () => {
    const { input } = renderPicker({
      initial: [1],
      onCreate: async () => {
        throw new Error('Use at most 200 characters for a tag');
      },
    });
    fireEvent.change(input, { target: { value: 'Kinetics' } });
    fireEvent.click(screen.getByRole('option', { name: 'Create new tag: Kinetics' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Use at most 200 characters for a tag');
    expect(input.value).toBe('Kinetics');
    expect(chipNames()).toEqual(['Remove Acids']);
  });

  it('when disabled shows the chips without remove buttons and takes no input', () => {
    const { input } = renderPicker({ initial: [1, 2], disabled: true });
    expect(input.disabled).toBe(true);
    expect(chipNames()).toEqual([]);
    expect(screen.getByRole('list', { name: 'Selected: Tags' }).textContent).toBe('AcidsBases');
  });
});
